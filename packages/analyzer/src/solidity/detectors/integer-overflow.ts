import { type AST, type Node, walk } from "../ast-helpers.ts";
import { isCallTo, type Occurrence, solidityRule } from "../detector.ts";
import {
  allFunctions,
  type FunctionInfo,
  type SolidityContext,
  sourceOf,
} from "../solidity-context.ts";

const arithmetic = new Set(["+", "-", "*", "**", "+=", "-=", "*="]);

export const integerOverflow = solidityRule(
  {
    id: "integer-overflow",
    title: "Integer overflow or underflow",
    severity: "high",
    confidence: "medium",
    description:
      "Before Solidity 0.8, and inside `unchecked` blocks, arithmetic wraps around silently: a balance can underflow to a huge number or a sum can overflow to a small one.",
    recommendation:
      "Compile with Solidity >= 0.8 (checked arithmetic) or use SafeMath; keep `unchecked` to operations proven not to overflow.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    for (const fn of allFunctions(ctx)) {
      if (fn.contract.kind === "library" || fn.mutability === "pure" || !fn.node.body) continue;
      walk(fn.node.body, (n, parents) => {
        if (n.type !== "BinaryOperation" || !arithmetic.has(n.operator as string)) return;
        const inUnchecked = parents.some(
          (p) => p.type === "UncheckedStatement" || (p.type === "Block" && p.unchecked === true),
        );
        if (!ctx.pre08 && !inUnchecked) return;
        if (
          parents.some((p) => p.type === "BinaryOperation" && arithmetic.has(p.operator as string))
        )
          return;
        if (isLoopCounter(n, parents)) return;
        if (isConstantOperation(n)) return;
        if (!inUnchecked && !writesOrReturns(n, parents)) return;
        // ±1 counters are the canonical use of `unchecked` (ownership invariants bound them).
        const right = n.right as Node;
        if (
          inUnchecked &&
          right.type === "NumberLiteral" &&
          right.number === "1" &&
          /^[+-]=$/.test(n.operator as string)
        )
          return;
        if (hasOverflowCheck(ctx, fn, n, inUnchecked)) return;
        out.push({
          node: n,
          message: inUnchecked
            ? `Unchecked '${n.operator}' in ${fn.contract.name}.${fn.name} can wrap around.`
            : `'${n.operator}' in ${fn.contract.name}.${fn.name} can wrap around (pre-0.8 arithmetic without SafeMath).`,
          severity: inUnchecked ? "medium" : "high",
        });
      });
    }
    return out;
  },
);

function isLoopCounter(n: Node, parents: Node[]): boolean {
  const parent = parents[parents.length - 1];
  if (parent?.type === "ForStatement" && parent.loopExpression) return true;
  if (
    parent?.type === "ExpressionStatement" &&
    parents[parents.length - 2]?.type === "ForStatement"
  )
    return true;
  const right = n.right as Node;
  return (
    (n.operator === "+=" || n.operator === "-=") &&
    right.type === "NumberLiteral" &&
    right.number === "1" &&
    (n.left as Node).type === "Identifier" &&
    /^(i|j|k|n|idx|index|count|counter)$/.test((n.left as Node).name as string)
  );
}

function isConstantOperation(n: Node): boolean {
  let variable = false;
  walk(n, (m) => {
    if (
      m.type === "Identifier" ||
      m.type === "MemberAccess" ||
      m.type === "IndexAccess" ||
      m.type === "FunctionCall"
    )
      variable = true;
  });
  return !variable;
}

function writesOrReturns(n: Node, parents: Node[]): boolean {
  if (/=$/.test(n.operator as string)) return true;
  const p = parents[parents.length - 1];
  if (!p) return false;
  return (
    (p.type === "BinaryOperation" && p.operator === "=") ||
    p.type === "VariableDeclarationStatement" ||
    p.type === "ReturnStatement"
  );
}

/** A require/assert/if in the function comparing the same operands (manual overflow check). */
/**
 * A manual bound on the operands. Before 0.8 both operands must appear in one comparison
 * (`require(a + b >= a)`); inside `unchecked` a comparison bounding the right operand
 * (`if (bal < amount) revert`) or the same operand used in checked arithmetic elsewhere in the
 * function (`totalSupply += amount; unchecked { balanceOf[to] += amount; }`) is the usual invariant.
 */
function hasOverflowCheck(
  ctx: SolidityContext,
  fn: FunctionInfo,
  n: Node,
  inUnchecked: boolean,
): boolean {
  const left = sourceOf(ctx, n.left as AST.BaseASTNode).replace(/\s+/g, "");
  const right = sourceOf(ctx, n.right as AST.BaseASTNode).replace(/\s+/g, "");
  const rightPattern = new RegExp(
    `(^|[^\\w.])${right.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\w(\\[])`,
  );
  let found = false;
  walk(fn.node.body, (m, parents) => {
    const cond = isCallTo(m, "require", "assert")
      ? (m.arguments as Node[])[0]
      : m.type === "IfStatement"
        ? (m.condition as Node)
        : null;
    if (cond) {
      const text = sourceOf(ctx, cond).replace(/\s+/g, "");
      if (/[<>]=?/.test(text) && text.includes(left) && text.includes(right)) found = true;
      if (inUnchecked && /[<>]=?/.test(text) && rightPattern.test(text)) found = true;
    }
    if (
      inUnchecked &&
      m !== n &&
      m.type === "BinaryOperation" &&
      arithmetic.has(m.operator as string)
    ) {
      const checked = !parents.some(
        (p) => p.type === "UncheckedStatement" || (p.type === "Block" && p.unchecked === true),
      );
      if (checked && sourceOf(ctx, m.right as Node).replace(/\s+/g, "") === right) found = true;
    }
  });
  return found;
}
