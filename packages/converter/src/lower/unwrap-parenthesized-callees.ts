import { type AstNode, walk } from "../frontend/ast.ts";

/** `(x)`: a parenthesised expression, which solc keeps as a tuple of one component. */
function parenthesised(n: AstNode | null | undefined): n is AstNode {
  return (
    n?.nodeType === "TupleExpression" &&
    !n.isInlineArray &&
    Array.isArray(n.components) &&
    n.components.length === 1 &&
    n.components[0] !== null
  );
}

function unwrap(n: AstNode): AstNode {
  let x = n;
  while (parenthesised(x)) x = x.components[0];
  return x;
}

/**
 * Drops the parentheses around a called function and around the base of a called member,
 * `(L.f)()` → `L.f()`, `((super).f)()` → `super.f()`, so that every call is classified by what it
 * calls. Idempotent.
 */
export function unwrapParenthesizedCallees(sourceUnit: AstNode): void {
  walk(sourceUnit, (n) => {
    if (n.nodeType !== "FunctionCall") return;
    n.expression = unwrap(n.expression);
    let callee = n.expression;
    if (callee.nodeType === "FunctionCallOptions") {
      callee.expression = unwrap(callee.expression);
      callee = callee.expression;
    }
    if (callee.nodeType === "MemberAccess") callee.expression = unwrap(callee.expression);
  });
}
