import type { AstNode } from "../../frontend/ast.ts";

// Which conditionally run part of a function a node stands in.

const parentsCache = new WeakMap<
  Map<number, AstNode>,
  Map<number, { node: AstNode; key: string }>
>();

/** Each node's parent and the parent's field holding it. */
export function parentsOf(
  nodes: Map<number, AstNode>,
): Map<number, { node: AstNode; key: string }> {
  const known = parentsCache.get(nodes);
  if (known) return known;
  const parents = new Map<number, { node: AstNode; key: string }>();
  for (const node of nodes.values())
    for (const key in node) {
      const value = node[key];
      const children = Array.isArray(value) ? value : [value];
      for (const c of children)
        if (c && typeof c === "object" && typeof c.nodeType === "string")
          parents.set(c.id, { node, key });
    }
  parentsCache.set(nodes, parents);
  return parents;
}

/** Fields of a node whose code may run fewer or more times than the node itself. */
function isConditionalPart(node: AstNode, key: string): boolean {
  switch (node.nodeType) {
    case "IfStatement":
      return key === "trueBody" || key === "falseBody";
    case "ForStatement":
      return key !== "initializationExpression";
    case "WhileStatement":
    case "DoWhileStatement":
    case "TryStatement":
      return true;
    case "Conditional":
      return key === "trueExpression" || key === "falseExpression";
    case "BinaryOperation":
      return key === "rightExpression" && (node.operator === "&&" || node.operator === "||");
    default:
      return false;
  }
}

/**
 * The innermost branch, loop body or lazily evaluated operand holding `node` (as `<id>:<field>`),
 * or `function` outside all of them: two nodes in the same region run together.
 */
export function conditionalRegion(nodes: Map<number, AstNode>, node: AstNode): string {
  const parents = parentsOf(nodes);
  for (let at = parents.get(node.id); at; at = parents.get(at.node.id))
    if (isConditionalPart(at.node, at.key)) return `${at.node.id}:${at.key}`;
  return "function";
}
