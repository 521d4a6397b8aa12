import {
  eachNodeInFunctions,
  insideLoop,
  isBuiltinMember,
  type Occurrence,
  solidityRule,
} from "../detector.ts";

export const msgValueInLoop = solidityRule(
  {
    id: "msg-value-in-loop",
    title: "msg.value used inside a loop",
    severity: "high",
    confidence: "medium",
    description:
      "msg.value stays the same for every iteration, so a loop that credits or checks msg.value per item counts the same ether several times (classic batch-buy / multicall bug).",
    recommendation:
      "Track the ether spent in a local variable and compare the total with msg.value once.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    eachNodeInFunctions(ctx, (n, fn, parents) => {
      if (isBuiltinMember(n, "msg", "value") && insideLoop(parents, fn.node.body)) {
        out.push({ node: n, message: "msg.value is read in every iteration of the loop." });
      }
    });
    return out;
  },
);
