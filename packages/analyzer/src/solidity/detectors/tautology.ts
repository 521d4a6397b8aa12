import type { Node } from "../ast-helpers.ts";
import { eachNodeInFunctions, type Occurrence, solidityRule } from "../detector.ts";
import { sourceOf, typeOf } from "../solidity-context.ts";

export const tautology = solidityRule(
  {
    id: "tautology",
    title: "Comparison that is always true or always false",
    severity: "medium",
    confidence: "high",
    description:
      "Comparisons such as `uint >= 0`, `x == x` or `uint8 <= 255` do not depend on the value; the intended check is missing.",
    recommendation: "Fix or remove the condition.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    eachNodeInFunctions(ctx, (n, fn) => {
      if (n.type !== "BinaryOperation" || !/^(==|!=|<|>|<=|>=)$/.test(n.operator as string)) return;
      const left = n.left as Node;
      const right = n.right as Node;
      const l = sourceOf(ctx, left).replace(/\s+/g, "");
      const r = sourceOf(ctx, right).replace(/\s+/g, "");
      if (l === r && !/\(/.test(l)) {
        out.push({ node: n, message: `Both sides of '${n.operator}' are ${l}.` });
        return;
      }
      const isZero = (x: Node) => x.type === "NumberLiteral" && /^0+$/.test(String(x.number));
      const unsigned = (x: Node) => /^uint\d*$/.test(typeOf(ctx, fn, x) ?? "");
      const op = n.operator as string;
      if (
        (isZero(right) && unsigned(left) && (op === ">=" || op === "<")) ||
        (isZero(left) && unsigned(right) && (op === "<=" || op === ">"))
      ) {
        out.push({
          node: n,
          message: `An unsigned value compared '${op}' 0 is always ${op === ">=" || op === "<=" ? "true" : "false"}.`,
        });
        return;
      }
      const max = (x: Node) => {
        const m = /^uint(\d+)$/.exec(typeOf(ctx, fn, x) ?? "");
        return m ? 2n ** BigInt(m[1]) - 1n : undefined;
      };
      const lit = (x: Node) =>
        x.type === "NumberLiteral" && /^\d+$/.test(String(x.number))
          ? BigInt(String(x.number))
          : undefined;
      const lm = max(left);
      const rl = lit(right);
      if (
        lm !== undefined &&
        lm < 2n ** 64n &&
        rl !== undefined &&
        ((op === "<=" && rl >= lm) || (op === ">" && rl >= lm))
      ) {
        out.push({
          node: n,
          message: `The value can never exceed ${lm}; the comparison is constant.`,
        });
      }
    });
    return out;
  },
);
