import { type AstNode, walk } from "../frontend/ast.ts";
import { parseType } from "../model/sol-type.ts";
import { functionOf, mutatesParam, place } from "./memory-places.ts";

// Memory structs and arrays are references in Solidity: an internal function that writes into a
// memory parameter changes the caller's value. Such a parameter is passed as `&mut T` (ADR 193),
// so the caller sees the change as on the EVM.

const cache = new WeakMap<AstNode, boolean>();

/**
 * Whether `param` is passed by mutable reference: a memory struct/array parameter of an
 * internal, private or public function that writes into it (directly or through a function it passes it
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
    // a public function's handler owns the value the message carries; its internal copy, which
    // internal callers reach, takes it by reference (ADR 219). A library's public function is
    // called externally (its arguments are copies)
    (fn.visibility === "internal" ||
      fn.visibility === "private" ||
      (fn.visibility === "public" && nodes.get(fn.scope)?.contractKind !== "library")) &&
    isMemoryReferenceType(param) &&
    mutatesParam(param, nodes, new Set()) &&
    !repointed(fn.body, param.id) &&
    // a call through a function value passes what the value's type says: values (ADR 196)
    !functionsUsedAsValues(nodes).has(fn.id);
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

const usedAsValues = new WeakMap<Map<number, AstNode>, Set<number>>();

/** Functions named other than as the callee of a call (`op = f;`, `apply(f, x)`). */
function functionsUsedAsValues(nodes: Map<number, AstNode>): Set<number> {
  const known = usedAsValues.get(nodes);
  if (known) return known;
  const callees = new Set<AstNode>();
  for (const n of nodes.values()) {
    if (n.nodeType !== "FunctionCall") continue;
    const callee =
      n.expression?.nodeType === "FunctionCallOptions" ? n.expression.expression : n.expression;
    if (callee) callees.add(callee);
  }
  const out = new Set<number>();
  for (const n of nodes.values()) {
    if (n.nodeType !== "Identifier" && n.nodeType !== "MemberAccess") continue;
    const decl = nodes.get(n.referencedDeclaration);
    if (decl?.nodeType === "FunctionDefinition" && !callees.has(n)) out.add(decl.id);
  }
  usedAsValues.set(nodes, out);
  return out;
}
