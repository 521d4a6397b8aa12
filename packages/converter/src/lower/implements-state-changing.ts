import type { AstNode } from "../frontend/ast.ts";
import type { ContractUnit } from "./contract-unit.ts";

const readOnly = (f: AstNode) => f.stateMutability === "view" || f.stateMutability === "pure";

/**
 * Whether a view or pure function, or a public state variable's getter, overrides a declaration
 * that is not view/pure (Solidity lets an override narrow nonpayable to view or pure), or has the
 * signature of such a function of an interface of the file it does not inherit: callers through
 * that declaration send an execute message.
 */
export function implementsStateChanging(
  unit: ContractUnit,
  decl: AstNode,
  signature: string,
): boolean {
  const seen = new Set<number>();
  const queue: number[] = [...(decl.baseFunctions ?? [])];
  while (queue.length) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const base = unit.nodes.get(id);
    if (!base) continue;
    if (base.nodeType === "FunctionDefinition" && !readOnly(base)) return true;
    queue.push(...(base.baseFunctions ?? []));
  }
  for (const c of unit.sourceUnit.nodes as AstNode[]) {
    if (c.nodeType !== "ContractDefinition" || c.contractKind !== "interface") continue;
    for (const f of c.nodes as AstNode[]) {
      if (f.nodeType !== "FunctionDefinition" || f.name !== decl.name || readOnly(f)) continue;
      if (`${f.name}(${unit.paramTypes(f)})` === signature) return true;
    }
  }
  return false;
}
