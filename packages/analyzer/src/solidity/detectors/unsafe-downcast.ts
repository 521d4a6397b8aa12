import { type AST, calleeExpression, type Node, walk } from "../ast-helpers.ts";
import {
  containsNode,
  eachNodeInFunctions,
  isBuiltinMember,
  type Occurrence,
  solidityRule,
} from "../detector.ts";
import { type FunctionInfo, type SolidityContext, sourceOf, typeOf } from "../solidity-context.ts";

function bits(type: string | undefined): { signed: boolean; size: number } | undefined {
  const m = /^(u?)int(\d*)$/.exec(type ?? "");
  if (!m) return undefined;
  return { signed: m[1] === "", size: m[2] ? Number(m[2]) : 256 };
}

export const unsafeDowncast = solidityRule(
  {
    id: "unsafe-downcast",
    title: "Unsafe integer downcast",
    severity: "medium",
    confidence: "medium",
    description:
      "Converting to a smaller integer type silently drops the high bits, even in Solidity 0.8 (casts are never checked).",
    recommendation:
      "Use OpenZeppelin SafeCast (toUint128, ...) or require the value fits before casting.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    eachNodeInFunctions(ctx, (n, fn) => {
      if (n.type !== "FunctionCall") return;
      const call = n as unknown as AST.FunctionCall;
      const callee = calleeExpression(call);
      const targetName =
        callee.type === "ElementaryTypeName"
          ? (callee.name as string)
          : (callee.type as string) === "TypeNameExpression"
            ? String(callee.typeName?.name)
            : undefined;
      const target = bits(
        targetName === "uint" ? "uint256" : targetName === "int" ? "int256" : targetName,
      );
      if (!target || call.arguments.length !== 1) return;
      const arg = call.arguments[0] as Node;
      if (arg.type === "NumberLiteral") return;
      // Timestamps and block numbers fit in 32 bits until 2106; bit unpacking and small modulos are deliberate.
      if (
        target.size >= 32 &&
        containsNode(arg, (m) => isBuiltinMember(m, "block", "timestamp", "number"))
      )
        return;
      // All ether in existence fits in 96 bits.
      if (target.size >= 96 && containsNode(arg, (m) => isBuiltinMember(m, "msg", "value"))) return;
      if (
        containsNode(
          arg,
          (m) => m.type === "BinaryOperation" && /^(>>|<<|&|\||%)$/.test(m.operator as string),
        )
      )
        return;
      // `uint96(100 - percent)` in checked arithmetic is at most the literal.
      if (!ctx.pre08 && literalMinus(arg, target.size)) return;
      const source = bits(typeOf(ctx, fn, arg));
      if (!source || source.size <= target.size) return;
      const argText = sourceOf(ctx, arg).replace(/\s+/g, "");
      let bounded = false;
      walk(fn.node.body, (m, parents) => {
        if (
          m.type === "BinaryOperation" &&
          m.operator === "==" &&
          roundTrip(ctx, m, argText, target.size)
        )
          bounded = true;
        if (m.type !== "BinaryOperation" || !/^[<>]=?$/.test(m.operator as string)) return;
        const text = sourceOf(ctx, m).replace(/\s+/g, "");
        if (text.includes(argText) && /type\(u?int\d+\)\.max|\d{3,}|2\*\*\d+/.test(text))
          bounded = true;
        // `require(quantity <= MAX_PER_TX)`: an upper bound by a literal or a constant that fits.
        // In `if (count > 20) revert(...)` the condition states what is refused.
        const refused = parents.some(
          (p) => p.type === "IfStatement" && containsNode(p.condition as Node, (c) => c === m),
        );
        const upper = (m.operator as string).startsWith("<") !== refused;
        const [small, large] = upper ? [m.left, m.right] : [m.right, m.left];
        if (sourceOf(ctx, small).replace(/\s+/g, "") === argText && fitsIn(fn, large, target.size))
          bounded = true;
      });
      if (bounded) return;
      out.push({
        node: n,
        message: `A ${source.signed ? "int" : "uint"}${source.size} value is truncated to ${targetName}.`,
      });
    });
    return out;
  },
);

/**
 * `require(x == uint256(uint128(x)))`: the value survives the cut, so it fits (the check's own
 * cast and later casts to as wide a type are safe).
 */
function roundTrip(ctx: SolidityContext, cmp: Node, argText: string, size: number): boolean {
  const sides = [cmp.left as Node, cmp.right as Node].map((x) =>
    sourceOf(ctx, x).replace(/\s+/g, ""),
  );
  const other = sides[0] === argText ? sides[1] : sides[1] === argText ? sides[0] : undefined;
  if (!other) return false;
  const escaped = argText.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const m = new RegExp(`u?int(\\d+)\\(${escaped}\\)`).exec(other);
  return !!m && Number(m[1]) <= size;
}

/** A literal, or a constant state variable initialised with one, below 2**size. */
function fitsIn(fn: FunctionInfo, bound: Node, size: number): boolean {
  let value: Node | undefined = bound;
  if (bound.type === "Identifier") {
    const sv = fn.contract.stateVars.get(bound.name as string);
    if (!sv?.constant || fn.locals.has(bound.name as string)) return false;
    value = (sv.decl.expression ?? sv.statement.initialValue) as Node | undefined;
  }
  if (value?.type !== "NumberLiteral" || value.subdenomination) return false;
  const n = Number(String(value.number).replace(/_/g, ""));
  return Number.isFinite(n) && n < 2 ** Math.min(size, 52);
}

function literalMinus(arg: Node, size: number): boolean {
  let e = arg;
  while (e.type === "TupleExpression" && (e.components as Node[]).length === 1)
    e = (e.components as Node[])[0];
  if (e.type !== "BinaryOperation" || e.operator !== "-") return false;
  const left = e.left as Node;
  if (left.type !== "NumberLiteral" || left.subdenomination) return false;
  const value = Number(left.number);
  return Number.isFinite(value) && value < 2 ** Math.min(size, 52);
}
