import { type AstNode, walk } from "../frontend/ast.ts";

/** Whether an identifier under `root` refers to the declaration `declId`. */
export function refersTo(root: AstNode, declId: number): boolean {
  let found = false;
  walk(root, (x) => {
    if (x.nodeType === "Identifier" && x.referencedDeclaration === declId) found = true;
  });
  return found;
}

export function isThisNode(n: AstNode): boolean {
  return n.nodeType === "Identifier" && n.name === "this" && n.referencedDeclaration < 0;
}

/** `this` or `address(this)`. */
export function isThisAddress(n: AstNode): boolean {
  if (isThisNode(n)) return true;
  return (
    n.nodeType === "FunctionCall" &&
    n.kind === "typeConversion" &&
    n.arguments.length === 1 &&
    isThisNode(n.arguments[0])
  );
}

/** `address(0)`. */
export function isZeroAddress(n: AstNode): boolean {
  if (n.nodeType !== "FunctionCall" || n.kind !== "typeConversion") return false;
  const a = n.arguments[0];
  return a?.nodeType === "Literal" && a.kind === "number" && /^0+$|^0x0+$/.test(a.value);
}

/** A literal (possibly negated): a value whose evaluation has no effect and cannot fail. */
export function isLiteral(e: AstNode): boolean {
  if (e.nodeType === "UnaryOperation" && e.operator === "-") return isLiteral(e.subExpression);
  return e.nodeType === "Literal";
}

/** The place an assignment, `++`, `--` or `delete` writes; null for any other node. */
export function placeWrittenBy(x: AstNode): AstNode | null {
  if (x.nodeType === "Assignment") return x.leftHandSide;
  if (x.nodeType === "UnaryOperation" && ["++", "--", "delete"].includes(x.operator))
    return x.subExpression;
  return null;
}

/** Whether `value` reads a variable that evaluating `place` changes (`a[i++] = f(i)`). */
export function readsWhatChanges(value: AstNode, place: AstNode): boolean {
  const changed = new Set<number>();
  walk(place, (x) => {
    const target = placeWrittenBy(x);
    let root = target;
    while (root && (root.nodeType === "IndexAccess" || root.nodeType === "MemberAccess"))
      root = root.nodeType === "IndexAccess" ? root.baseExpression : root.expression;
    if (root?.nodeType === "Identifier") changed.add(root.referencedDeclaration);
  });
  if (changed.size === 0) return false;
  let reads = false;
  walk(value, (x) => {
    if (x.nodeType === "Identifier" && changed.has(x.referencedDeclaration)) reads = true;
  });
  return reads;
}
