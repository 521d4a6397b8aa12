import { type AstNode, walk } from "../frontend/ast.ts";

/** `(x)`: a parenthesised expression, which solc keeps as a tuple of one component. */
function unparen(n: AstNode): AstNode {
  let x = n;
  while (
    x.nodeType === "TupleExpression" &&
    !x.isInlineArray &&
    x.components?.length === 1 &&
    x.components[0] !== null
  )
    x = x.components[0];
  return x;
}

function isTuple(n: AstNode): boolean {
  return n.nodeType === "TupleExpression" && !n.isInlineArray;
}

/**
 * Pairs each target of `target = value` with the part of the value it gets, descending into
 * nested tuples on both sides; an empty target slot keeps its whole value part (still evaluated).
 * False when a nested target faces a value that is not written as a tuple of the same size.
 */
function pairUp(target: AstNode, value: AstNode, out: [AstNode | null, AstNode][]): boolean {
  const t = unparen(target);
  if (!isTuple(t)) {
    out.push([t, value]);
    return true;
  }
  const v = unparen(value);
  if (!isTuple(v) || v.components.length !== t.components.length) return false;
  return (t.components as (AstNode | null)[]).every((c, i) => {
    if (c !== null) return pairUp(c, v.components[i], out);
    out.push([null, v.components[i]]);
    return true;
  });
}

/**
 * Rewrites `((a, b)) = (2, true)`, `(((a, ), )) = ((1, 2), 3)` and `(x) = 5` into flat assignments,
 * `(a, b) = (2, true)`, `(a, _, _) = (1, 2, 3)`, `x = 5`: the value is evaluated left to right and
 * the targets assigned right to left either way, and every later pass sees targets one level
 * deep. A nested target whose value is not written as a tuple (a call's result) stays as it is.
 * Idempotent.
 */
export function flattenTupleAssignments(sourceUnit: AstNode): void {
  walk(sourceUnit, (n) => {
    if (n.nodeType !== "Assignment" || n.operator !== "=") return;
    const lhs = n.leftHandSide as AstNode;
    const target = unparen(lhs);
    const nested =
      target !== lhs ||
      (isTuple(target) &&
        (target.components as (AstNode | null)[]).some(
          (c) => c && (unparen(c) !== c || isTuple(c)),
        ));
    if (!nested) return;
    const pairs: [AstNode | null, AstNode][] = [];
    if (!pairUp(target, n.rightHandSide, pairs)) return;
    if (pairs.length === 1 && pairs[0][0] !== null) {
      n.leftHandSide = pairs[0][0];
      n.rightHandSide = pairs[0][1];
      return;
    }
    n.leftHandSide = { ...target, components: pairs.map(([t]) => t) };
    n.rightHandSide = { ...unparen(n.rightHandSide), components: pairs.map(([, v]) => v) };
  });
}
