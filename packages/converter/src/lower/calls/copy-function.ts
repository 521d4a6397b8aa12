import { type AstNode, walk } from "../../frontend/ast.ts";
import type { ContractUnit } from "../contract-unit.ts";

const originals = new WeakMap<AstNode, AstNode>();

/**
 * A deep copy of function `fn` whose nodes all have new ids, its variables' references pointing
 * at the copied declarations (registered in `unit`), so one function's statements can run in
 * place of each of several calls in one function without sharing locals.
 */
export function copyFunction(unit: ContractUnit, fn: AstNode): AstNode {
  const declIds = new Map<number, number>();
  walk(fn, (x) => {
    if (x.nodeType === "VariableDeclaration") declIds.set(x.id, unit.freshNodeId());
  });
  const copy = (x: AstNode): AstNode => {
    const out: AstNode = { ...x, id: declIds.get(x.id) ?? unit.freshNodeId() };
    for (const key in x) {
      const v = x[key];
      if (Array.isArray(v))
        out[key] = v.map((item) => (item && typeof item.nodeType === "string" ? copy(item) : item));
      else if (v && typeof v === "object" && typeof v.nodeType === "string") out[key] = copy(v);
    }
    const target = declIds.get(x.referencedDeclaration);
    if (target !== undefined) out.referencedDeclaration = target;
    if (Array.isArray(x.assignments))
      out.assignments = x.assignments.map((id: number | null) =>
        id === null ? id : (declIds.get(id) ?? id),
      );
    originals.set(out, originals.get(x) ?? x);
    if (x.nodeType === "VariableDeclaration") unit.adoptCopy(out, x);
    return out;
  };
  return copy(fn);
}

/** The solc node a copy was made from (the node itself when it is no copy). */
export function originalNode(node: AstNode): AstNode {
  return originals.get(node) ?? node;
}
