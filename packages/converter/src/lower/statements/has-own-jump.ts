import type { AstNode } from "../../frontend/ast.ts";

/** Whether `body` holds a `break` or `continue` (`kind`) of the loop it is the body of. */
export function hasOwn(body: AstNode, kind: "Break" | "Continue"): boolean {
  let found = false;
  const visit = (n: AstNode, nested: boolean) => {
    if (n.nodeType === kind && !nested) found = true;
    const inner =
      nested || ["ForStatement", "WhileStatement", "DoWhileStatement"].includes(n.nodeType);
    for (const v of Object.values(n)) {
      const kids = Array.isArray(v) ? v : [v];
      for (const k of kids)
        if (k && typeof k === "object" && typeof k.nodeType === "string") visit(k, inner);
    }
  };
  visit(body, false);
  return found;
}
