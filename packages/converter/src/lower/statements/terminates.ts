import type { AstNode } from "../../frontend/ast.ts";

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
      let breaks = false;
      const visit = (n: AstNode, nested: boolean) => {
        if (n.nodeType === "Break" && !nested) breaks = true;
        const inner =
          nested || ["ForStatement", "WhileStatement", "DoWhileStatement"].includes(n.nodeType);
        for (const v of Object.values(n)) {
          const kids = Array.isArray(v) ? v : [v];
          for (const k of kids)
            if (k && typeof k === "object" && typeof k.nodeType === "string") visit(k, inner);
        }
      };
      visit(s.body, false);
      return !breaks;
    }
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
