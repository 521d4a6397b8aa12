import { type AST, calleeExpression, type Node, walk } from "../ast-helpers.ts";
import {
  containsNode,
  eachNodeInFunctions,
  isBuiltinMember,
  type Occurrence,
  solidityRule,
} from "../detector.ts";
import { sourceOf, typeOf } from "../solidity-context.ts";

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
      walk(fn.node.body, (m) => {
        if (m.type !== "BinaryOperation" || !/^[<>]=?$/.test(m.operator as string)) return;
        const text = sourceOf(ctx, m).replace(/\s+/g, "");
        if (text.includes(argText) && /type\(u?int\d+\)\.max|\d{3,}|2\*\*\d+/.test(text))
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
