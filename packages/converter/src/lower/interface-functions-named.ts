import type { AstNode } from "../frontend/ast.ts";
import type { ContractUnit } from "./contract-unit.ts";

/** The functions named `name` of the file's interfaces, inherited or not. */
export function interfaceFunctionsNamed(unit: ContractUnit, name: string): AstNode[] {
  const found: AstNode[] = [];
  for (const c of unit.sourceUnit.nodes as AstNode[]) {
    if (c.nodeType !== "ContractDefinition" || c.contractKind !== "interface") continue;
    for (const f of c.nodes as AstNode[]) {
      if (f.nodeType === "FunctionDefinition" && f.name === name) found.push(f);
    }
  }
  return found;
}
