import { type AstNode, walk } from "../frontend/ast.ts";
import { parseType } from "../model/sol-type.ts";
import { functionOf, mutatesParam, place } from "./memory-places.ts";

// Memory structs and arrays are references in Solidity: an internal function that writes into a
// memory parameter changes the caller's value. Such a parameter is passed as `&mut T` (ADR 193),
// so the caller sees the change as on the EVM.

const cache = new WeakMap<AstNode, boolean>();

/**
 * Whether `param` is passed by mutable reference: a memory struct/array parameter of an
 * internal or private function that writes into it (directly or through a function it passes it
 * to) and never points it at another value (`p = q;`, `delete p;`), which in Solidity would cut
 * the link to the caller's value.
 */
export function isMemoryParamByReference(param: AstNode, nodes: Map<number, AstNode>): boolean {
  const known = cache.get(param);
  if (known !== undefined) return known;
  const fn = functionOf(param, nodes);
  const result =
    !!fn?.body &&
    fn.nodeType === "FunctionDefinition" &&
    fn.kind === "function" &&
    (fn.visibility === "internal" || fn.visibility === "private") &&
    isMemoryReferenceType(param) &&
    mutatesParam(param, nodes, new Set()) &&
    !repointed(fn.body, param.id);
  cache.set(param, result);
  return result;
}

function isMemoryReferenceType(param: AstNode): boolean {
  // a memory `bytes` is rebuilt on every byte written (HexBinary is immutable), so it stays a copy
  const k = parseType(param.typeDescriptions?.typeString).k;
  return param.storageLocation === "memory" && (k === "struct" || k === "array");
}

/** `p = ..`, `(p, ..) = ..` or `delete p` on the parameter itself. */
function repointed(body: AstNode, id: number): boolean {
  let found = false;
  walk(body, (n) => {
    const targets: AstNode[] =
      n.nodeType === "Assignment"
        ? n.leftHandSide.nodeType === "TupleExpression"
          ? n.leftHandSide.components.filter(Boolean)
          : [n.leftHandSide]
        : n.nodeType === "UnaryOperation" && n.operator === "delete"
          ? [n.subExpression]
          : [];
    for (const t of targets) {
      const p = place(t);
      if (p && p.root === id && p.steps === 0) found = true;
    }
  });
  return found;
}
