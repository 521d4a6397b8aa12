import type { AstNode } from "../frontend/ast.ts";
import { reachableStatements } from "./statements/reachable-statements.ts";
import { reachesBodyEnd } from "./statements/terminates.ts";

/** `walk`, leaving out the code the converted function never runs (and does not emit). */
export function walkReachable(root: AstNode | null | undefined, visit: (n: AstNode) => void): void {
  if (!root || typeof root !== "object") return;
  visit(root);
  for (const key in root) {
    const value = root[key];
    if (value === null || typeof value !== "object") continue;
    if (key === "loopExpression" && !reachesBodyEnd(root)) continue;
    if (key === "condition" && root.nodeType === "DoWhileStatement" && !reachesBodyEnd(root))
      continue;
    const kids: AstNode[] = Array.isArray(value) ? value : [value];
    const live =
      key === "statements" && (root.nodeType === "Block" || root.nodeType === "UncheckedBlock")
        ? reachableStatements(kids)
        : kids;
    for (const k of live) if (k && typeof k.nodeType === "string") walkReachable(k, visit);
  }
}
