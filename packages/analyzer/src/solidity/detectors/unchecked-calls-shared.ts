import type { Node } from "../ast-helpers.ts";
import { containsNode } from "../detector.ts";
import type { FunctionInfo } from "../solidity-context.ts";

/** Whether the value produced by a call is discarded, or stored in a variable that is never read. */
export function resultIgnored(fn: FunctionInfo, call: Node, parents: Node[]): boolean {
  const parent = parents[parents.length - 1];
  if (!parent) return false;
  if (parent.type === "ExpressionStatement") return true;
  let names: string[] = [];
  if (parent.type === "VariableDeclarationStatement") {
    const first = (parent.variables as Array<Node | null>)[0];
    if (first?.name) names = [first.name as string];
  } else if (
    parent.type === "BinaryOperation" &&
    parent.operator === "=" &&
    parent.right === call
  ) {
    const left = parent.left as Node;
    if (left.type === "Identifier") names = [left.name as string];
    if (left.type === "TupleExpression") {
      const first = (left.components as Array<Node | null>)[0];
      if (first?.type === "Identifier") names = [first.name as string];
    }
    if (names.length === 0) return false;
  } else {
    return false;
  }
  if (names.length === 0) return true;
  // Assigned to a named return value: the caller receives the flag.
  if (fn.node.type === "FunctionDefinition") {
    const returned = (fn.node.returnParameters ?? []).map((p) => p.name);
    if (names.some((name) => returned.includes(name))) return false;
  }
  const declEnd = parent.range?.[1] ?? 0;
  return !containsNode(
    fn.node.body,
    (n) =>
      n.type === "Identifier" && names.includes(n.name as string) && (n.range?.[0] ?? 0) > declEnd,
  );
}
