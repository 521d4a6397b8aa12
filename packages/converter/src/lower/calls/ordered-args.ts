import type { AstNode } from "../../frontend/ast.ts";

// Call arguments in parameter order.

/** Call arguments in parameter order (named arguments `f({a: 1})` reordered). */
export function orderedArgs(call: AstNode, params: AstNode[]): AstNode[] {
  const names: string[] = call.names ?? [];
  if (names.length === 0) return call.arguments;
  return params.map((p) => call.arguments[names.indexOf(p.name)]);
}
