import type { AstNode } from "../../frontend/ast.ts";
import { hasOwn } from "./has-own-jump.ts";

// Whether control never reaches the end of a statement.

/** Whether control never reaches the end of `s`. */
export function terminates(s: AstNode | null | undefined): boolean {
  if (!s) return false;
  switch (s.nodeType) {
    case "Return":
    case "RevertStatement":
      return true;
    case "Block":
    case "UncheckedBlock":
      return (s.statements as AstNode[]).some((x) => terminates(x));
    case "IfStatement":
      return !!s.falseBody && terminates(s.trueBody) && terminates(s.falseBody);
    case "TryStatement":
      return (s.clauses as AstNode[]).every((c) => terminates(c.block));
    case "ForStatement":
    case "WhileStatement": {
      // `for (;;)` / `while (true)` without a `break` of its own never falls through
      const c = s.condition;
      const forever = !c || (c.nodeType === "Literal" && c.kind === "bool" && c.value === "true");
      if (!forever) return false;
      return !hasOwn(s.body, "Break");
    }
    case "DoWhileStatement":
      // a body that always leaves, with no `break` or `continue` of its own, never gets to the test
      return !reachesBodyEnd(s) && !hasOwn(s.body, "Break");
    case "ExpressionStatement": {
      const e = s.expression;
      if (e.nodeType === "FunctionCall" && e.expression.nodeType === "Identifier") {
        if (e.expression.name === "revert" && e.expression.referencedDeclaration < 0) return true;
      }
      return false;
    }
    default:
      return false;
  }
}

/** Whether a loop's body can reach its end, where the increment or the `do … while` test runs. */
export function reachesBodyEnd(loop: AstNode): boolean {
  return !terminates(loop.body) || hasOwn(loop.body, "Continue");
}
