import type { AstNode } from "../../frontend/ast.ts";
import { withoutExits } from "./without-exits.ts";

export type LoopExit = "Break" | "Continue";

/**
 * The statements `stmts` of one iteration of a loop, run outside that loop, with each `break` (or
 * each `continue`) of the loop itself removed: the statements after an `if` that leaves on some
 * paths move into its branch that goes on, so whatever followed the exit on that path is skipped
 * (ADR 214): `a; if (got == 0) break; b;` → `a; if (got != 0) { b; }`.
 * Null when that would copy statements (both branches of such an `if` go on, with statements
 * after it) or the exit is in another statement than a block or an `if`.
 */
export function exitsAsBranches(
  stmts: AstNode[],
  exit: LoopExit,
  freshId: () => number,
): AstNode[] | null {
  return withoutExits(
    stmts,
    { isExit: (s) => s.nodeType === exit, replace: () => [], within: (s) => hasLoopExit(s, exit) },
    freshId,
  );
}

/** Whether `root` has a `break` / `continue` (`exit`) of the loop it is in (not of a nested loop). */
export function hasLoopExit(root: AstNode | null | undefined, exit: LoopExit): boolean {
  let found = false;
  const visit = (n: AstNode) => {
    if (found || !n || typeof n !== "object") return;
    if (n.nodeType === exit) found = true;
    if (["ForStatement", "WhileStatement", "DoWhileStatement"].includes(n.nodeType)) return;
    for (const v of Object.values(n)) {
      const kids = Array.isArray(v) ? v : [v];
      for (const k of kids)
        if (k && typeof k === "object" && typeof k.nodeType === "string") visit(k);
    }
  };
  if (root) visit(root);
  return found;
}
