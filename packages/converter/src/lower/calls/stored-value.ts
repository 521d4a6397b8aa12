import type { AstNode } from "../../frontend/ast.ts";

/**
 * The value a statement stores into one local or state variable, with that variable's
 * declaration: `T x = value;` or `x = value;` (plain `=`); null for any other statement.
 */
export function storedValue(stmt: AstNode): { value: AstNode; declId: number } | null {
  if (stmt.nodeType === "VariableDeclarationStatement" && stmt.declarations?.length === 1) {
    const declId = stmt.declarations[0]?.id;
    return stmt.initialValue && declId != null ? { value: stmt.initialValue, declId } : null;
  }
  const e = stmt.nodeType === "ExpressionStatement" ? stmt.expression : null;
  if (
    e?.nodeType !== "Assignment" ||
    e.operator !== "=" ||
    e.leftHandSide.nodeType !== "Identifier"
  )
    return null;
  return { value: e.rightHandSide, declId: e.leftHandSide.referencedDeclaration };
}
