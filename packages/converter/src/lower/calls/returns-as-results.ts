import { type AstNode, walk } from "../../frontend/ast.ts";
import { terminates } from "../statements/terminates.ts";

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
  const out: AstNode[] = [];
  for (const [i, s] of stmts.entries()) {
    if (s.nodeType === "Return") return [...out, ...assign(s)];
    if (!hasReturn(s)) {
      out.push(s);
      continue;
    }
    const rest = stmts.slice(i + 1);
    if (s.nodeType === "Block") {
      const inner = returnsAsResults([...s.statements, ...rest], assign, freshId);
      return inner && [...out, ...inner];
    }
    if (s.nodeType !== "IfStatement") return null;
    const goesOn = (b: AstNode | null) => !b || !terminates(b);
    if (goesOn(s.trueBody) && goesOn(s.falseBody) && rest.length > 0) return null;
    const branch = (b: AstNode | null) => {
      const own: AstNode[] = !b ? [] : b.nodeType === "Block" ? b.statements : [b];
      return returnsAsResults([...own, ...(goesOn(b) ? rest : [])], assign, freshId);
    };
    const yes = branch(s.trueBody);
    const no = branch(s.falseBody);
    if (!yes || !no) return null;
    const block = (statements: AstNode[], like: AstNode): AstNode => ({
      nodeType: "Block",
      id: freshId(),
      src: like.src,
      statements,
    });
    out.push({
      ...s,
      trueBody: block(yes, s.trueBody),
      falseBody: no.length > 0 ? block(no, s.falseBody ?? s) : null,
    });
    return out;
  }
  return out;
}

function hasReturn(s: AstNode): boolean {
  let found = false;
  walk(s, (x) => {
    if (x.nodeType === "Return") found = true;
  });
  return found;
}
