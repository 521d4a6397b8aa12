import { type AstNode, walk } from "../../frontend/ast.ts";
import { withoutExits } from "./without-exits.ts";

/**
 * A helper's body `stmts` with no `return`: each `return e;` becomes `assign(that return)` (its
 * value stored in the result locals), and the statements after an `if` that returns on some
 * paths move into the branch that goes on, so the body runs in place of its call (ADR 212):
 * `if (a == 0) return 0; x = f(a); return x;` → `if (a == 0) { r = 0; } else { x = f(a); r = x; }`.
 * Null when that would copy statements (both branches of such an `if` go on, with statements
 * after it) or a `return` is inside a loop, `unchecked` or `try`.
 */
export function returnsAsResults(
  stmts: AstNode[],
  assign: (ret: AstNode) => AstNode[],
  freshId: () => number,
): AstNode[] | null {
  return withoutExits(
    stmts,
    { isExit: (s) => s.nodeType === "Return", replace: assign, within: hasReturn },
    freshId,
  );
}

function hasReturn(s: AstNode): boolean {
  let found = false;
  walk(s, (x) => {
    if (x.nodeType === "Return") found = true;
  });
  return found;
}
