import { type AstNode, walk } from "../frontend/ast.ts";

const simpleStatements = [
  "ExpressionStatement",
  "VariableDeclarationStatement",
  "Return",
  "EmitStatement",
  "RevertStatement",
];

const range = (n: AstNode): [number, number] => {
  const [st, len] = String(n.src).split(":").map(Number);
  return [st, st + len];
};

/**
 * The `++x` / `x--` on a local of `locals` that nothing reads afterwards: no reference to `x`
 * from the start of the statement holding it on (the statement may read `x` after its operand,
 * as `a[x] = ++x` does), and not inside a loop (which comes back to earlier reads).
 */
export function deadIncrements(root: AstNode, locals: Set<number>): AstNode[] {
  const loops: [number, number][] = [];
  const statements: [number, number][] = [];
  const refs: AstNode[] = [];
  walk(root, (x) => {
    if (["ForStatement", "WhileStatement", "DoWhileStatement"].includes(x.nodeType))
      loops.push(range(x));
    if (simpleStatements.includes(x.nodeType)) statements.push(range(x));
    if (x.nodeType === "Identifier") refs.push(x);
  });
  const found: AstNode[] = [];
  walk(root, (x) => {
    if (x.nodeType !== "UnaryOperation" || !["++", "--"].includes(x.operator)) return;
    const operand = x.subExpression;
    if (operand.nodeType !== "Identifier" || !locals.has(operand.referencedDeclaration)) return;
    const [st] = range(x);
    if (loops.some(([a, b]) => a <= st && st < b)) return;
    const holders = statements.filter(([a, b]) => a <= st && st < b).map(([a]) => a);
    if (holders.length === 0) return;
    const from = Math.max(...holders);
    const later = refs.some(
      (r) =>
        r !== operand &&
        r.referencedDeclaration === operand.referencedDeclaration &&
        range(r)[0] >= from,
    );
    if (!later) found.push(x);
  });
  return found;
}
