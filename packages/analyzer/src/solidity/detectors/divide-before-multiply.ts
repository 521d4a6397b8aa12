import { type Node, walk } from "../ast-helpers.ts";
import { type Occurrence, solidityRule } from "../detector.ts";
import { allFunctions, type FunctionInfo } from "../solidity-context.ts";

function unwrap(n: Node): Node {
  let cur = n;
  while (cur.type === "TupleExpression" && (cur.components as Node[]).length === 1)
    cur = (cur.components as Node[])[0];
  return cur;
}

export const divideBeforeMultiply = solidityRule(
  {
    id: "divide-before-multiply",
    title: "Division before multiplication",
    severity: "medium",
    confidence: "medium",
    description:
      "Integer division truncates; multiplying its result loses precision (a / b * c can be 0 where a * c / b is not).",
    recommendation: "Multiply before dividing (a * c / b), or use a mulDiv helper.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    for (const fn of allFunctions(ctx)) {
      const divided = new Map<string, Node>();
      walk(fn.node.body, (n, parents) => {
        if (n.type === "VariableDeclarationStatement") {
          const v = (n.variables as Array<Node | null>)[0];
          const init = n.initialValue as Node | null;
          if (
            v?.name &&
            init &&
            unwrap(init).type === "BinaryOperation" &&
            unwrap(init).operator === "/"
          )
            divided.set(v.name as string, n);
        }
        if (
          n.type === "BinaryOperation" &&
          n.operator === "=" &&
          (n.left as Node).type === "Identifier"
        ) {
          const r = unwrap(n.right as Node);
          if (r.type === "BinaryOperation" && r.operator === "/")
            divided.set((n.left as Node).name as string, n);
        }
        if (n.type !== "BinaryOperation" || (n.operator !== "*" && n.operator !== "*=")) return;
        if (shrinkingScale(n, parents)) return;
        for (const side of [n.left as Node, n.right as Node]) {
          const s = unwrap(side);
          if (s.type === "BinaryOperation" && s.operator === "/" && !sizeInBlocks(fn, s)) {
            out.push({ node: n, message: "The result of a division is multiplied." });
            return;
          }
          // Only a division assigned before this use counts (`x = x * 3 / 2` multiplies the old x).
          const assigned = s.type === "Identifier" ? divided.get(s.name as string) : undefined;
          if (
            assigned &&
            (assigned.range?.[1] ?? 0) < (s.range?.[0] ?? 0) &&
            !sizeInBlocks(fn, divisionOf(assigned))
          ) {
            out.push({
              node: n,
              message: `${s.name} holds the result of a division and is multiplied here.`,
              related: [{ node: divided.get(s.name as string), message: "division" }],
            });
            return;
          }
        }
      });
    }
    return out;
  },
);

function literalValue(n: Node): number | undefined {
  const u = unwrap(n);
  if (u.type !== "NumberLiteral" || u.subdenomination) return undefined;
  const v = Number(String(u.number).replace(/_/g, ""));
  return Number.isFinite(v) ? v : undefined;
}

/**
 * `a / price * 75 / 100`, `a / price * 105 / 100`: a literal percentage (p over q, at most 2x)
 * scales the quotient, so its truncation error (under one unit) stays under two units of the
 * result; multiplying first gains nothing. A larger or variable factor amplifies the error.
 */
function shrinkingScale(mul: Node, parents: Node[]): boolean {
  if (mul.operator !== "*") return false;
  let child = mul;
  let i = parents.length - 1;
  while (i >= 0 && parents[i].type === "TupleExpression") child = parents[i--];
  const parent = parents[i];
  if (parent?.type !== "BinaryOperation" || parent.operator !== "/" || parent.left !== child)
    return false;
  const q = literalValue(parent.right as Node);
  const p = literalValue(mul.right as Node) ?? literalValue(mul.left as Node);
  return p !== undefined && q !== undefined && q > 0 && p <= 2 * q;
}

function divisionOf(assignment: Node): Node {
  const value =
    assignment.type === "VariableDeclarationStatement"
      ? (assignment.initialValue as Node)
      : (assignment.right as Node);
  return unwrap(value);
}

/**
 * `(length / 4) * 3`, `4 * ((data.length + 2) / 3)`: a byte length counted in whole blocks of a
 * literal size. Rounding down is the point there; an amount divided this way loses value.
 */
function sizeInBlocks(fn: FunctionInfo, division: Node): boolean {
  if (literalValue(division.right as Node) === undefined) return false;
  const lengths = new Set<string>();
  walk(fn.node.body, (m) => {
    if (m.type !== "VariableDeclarationStatement" || !m.initialValue) return;
    const v = (m.variables as Array<Node | null>)[0];
    if (v?.name && isLength(m.initialValue as Node, lengths)) lengths.add(v.name as string);
  });
  return isLength(division.left as Node, lengths);
}

/** `x.length`, a local holding one, or either plus or minus a literal. */
function isLength(n: Node, locals: Set<string>): boolean {
  const e = unwrap(n);
  if (e.type === "MemberAccess" && e.memberName === "length") return true;
  if (e.type === "Identifier") return locals.has(e.name as string);
  if (e.type === "BinaryOperation" && /^[-+]$/.test(e.operator as string)) {
    const [l, r] = [e.left as Node, e.right as Node];
    return (
      (isLength(l, locals) && literalValue(r) !== undefined) ||
      (isLength(r, locals) && literalValue(l) !== undefined)
    );
  }
  return false;
}
