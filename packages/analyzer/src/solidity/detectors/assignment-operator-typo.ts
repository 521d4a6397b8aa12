import type { Node } from "../ast-helpers.ts";
import { eachNodeInFunctions, type Occurrence, solidityRule } from "../detector.ts";

export const assignmentOperatorTypo = solidityRule(
  {
    id: "assignment-operator-typo",
    title: "Suspicious `=+` / `=-` assignment",
    severity: "medium",
    confidence: "high",
    description:
      "`x =+ 1` assigns +1 and `x =- 1` assigns -1; the author almost certainly meant `+=` / `-=`.",
    recommendation: "Write `+=` / `-=`, or put a space after `=` if a unary sign is intended.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    eachNodeInFunctions(ctx, (n) => {
      if (n.type !== "BinaryOperation" || n.operator !== "=") return;
      const right = n.right as Node;
      if (right.type !== "UnaryOperation" || !/^[+-]$/.test(right.operator as string)) return;
      const left = n.left as Node;
      if (!left.range || !right.range) return;
      const between = ctx.source.slice(left.range[1] + 1, right.range[0] + 1);
      if (/=[+-]$/.test(between.replace(/[ \t]+$/, ""))) {
        out.push({
          node: n,
          message: `'=${right.operator}' is probably a typo for '${right.operator}='.`,
        });
      }
    });
    return out;
  },
);
