import { type Node, walk } from "../ast-helpers.ts";
import { eachNodeInFunctions, isCallTo, type Occurrence, solidityRule } from "../detector.ts";

function readsBalance(n: Node): boolean {
  let found = false;
  walk(n, (m) => {
    if (m.type === "MemberAccess" && m.memberName === "balance") found = true;
    if (isCallTo(m, "balanceOf")) found = true;
  });
  return found;
}

export const strictBalanceEquality = solidityRule(
  {
    id: "strict-balance-equality",
    title: "Strict equality on a balance",
    severity: "medium",
    confidence: "high",
    description:
      "Anyone can change a contract's balance (selfdestruct, coinbase rewards, direct token transfers), so == / != checks on a balance can be broken at will and lock the logic.",
    recommendation:
      "Use >= or <= comparisons, or track deposits in an internal accounting variable.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    eachNodeInFunctions(ctx, (n) => {
      if (n.type !== "BinaryOperation" || (n.operator !== "==" && n.operator !== "!=")) return;
      if (readsBalance(n.left as Node) || readsBalance(n.right as Node)) {
        out.push({ node: n, message: `A balance is compared with '${n.operator}'.` });
      }
    });
    return out;
  },
);
