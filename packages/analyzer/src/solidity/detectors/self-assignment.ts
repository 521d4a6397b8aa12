import type { Node } from "../ast-helpers.ts";
import { eachNodeInFunctions, type Occurrence, solidityRule } from "../detector.ts";
import { sourceOf } from "../solidity-context.ts";

export const selfAssignment = solidityRule(
  {
    id: "self-assignment",
    title: "Variable assigned to itself",
    severity: "medium",
    confidence: "high",
    description:
      "`x = x` has no effect; usually a parameter was meant (for example a constructor argument that shadows a state variable).",
    recommendation:
      "Assign the intended value, and avoid parameter names equal to state variables.",
    category: "security",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    eachNodeInFunctions(ctx, (n) => {
      if (n.type !== "BinaryOperation" || n.operator !== "=") return;
      const l = sourceOf(ctx, n.left as Node).replace(/\s+/g, "");
      const r = sourceOf(ctx, n.right as Node).replace(/\s+/g, "");
      if (l && l === r) out.push({ node: n, message: `${l} is assigned to itself.` });
    });
    return out;
  },
);
