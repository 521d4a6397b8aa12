import { type AST, calleeExpression, type Node } from "../ast-helpers.ts";
import { eachNodeInFunctions, type Occurrence, solidityRule } from "../detector.ts";
import { typeOf } from "../solidity-context.ts";

export const encodePackedCollision = solidityRule(
  {
    id: "encode-packed-collision",
    title: "abi.encodePacked with several dynamic arguments",
    severity: "medium",
    confidence: "high",
    description:
      'abi.encodePacked concatenates dynamic values without length prefixes, so encodePacked("a", "bc") equals encodePacked("ab", "c"). Hashes or signatures built this way can collide.',
    recommendation: "Use abi.encode, or make sure at most one argument is dynamic.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    eachNodeInFunctions(ctx, (n, fn) => {
      if (n.type !== "FunctionCall") return;
      const callee = calleeExpression(n as unknown as AST.FunctionCall);
      if (
        callee.type !== "MemberAccess" ||
        callee.memberName !== "encodePacked" ||
        (callee.expression as Node).name !== "abi"
      )
        return;
      const dynamic = ((n.arguments as Node[]) ?? []).filter((a) => {
        if (a.type === "StringLiteral" || a.type === "HexLiteral") return false;
        const t = typeOf(ctx, fn, a);
        return !!t && (t === "string" || t === "bytes" || /\[\]$/.test(t));
      });
      if (dynamic.length >= 2) {
        out.push({
          node: n,
          message: `${dynamic.length} dynamic values are packed together.`,
          related: dynamic.map((d) => ({ node: d, message: "dynamic argument" })),
        });
      }
    });
    return out;
  },
);
