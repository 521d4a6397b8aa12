import { type AST, calleeExpression, type Node, walk } from "../ast-helpers.ts";
import {
  containsNode,
  eachNodeInFunctions,
  insideLoop,
  isBuiltinMember,
  type Occurrence,
  solidityRule,
  unwrapConversions,
} from "../detector.ts";
import { allFunctions } from "../solidity-context.ts";

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
    // A payable multicall delegating to this contract in a loop runs every sub-call with the same
    // msg.value: a payable function reading msg.value is paid once and served several times.
    for (const fn of allFunctions(ctx)) {
      if (!fn.payable) continue;
      const readers = fn.contract.functions.filter(
        (g) => g !== fn && containsNode(g.node.body, (m) => isBuiltinMember(m, "msg", "value")),
      );
      if (readers.length === 0) continue;
      walk(fn.node.body, (n, parents) => {
        if (n.type !== "FunctionCall" || !insideLoop(parents, fn.node.body)) return;
        const callee = calleeExpression(n as unknown as AST.FunctionCall);
        if (callee.type !== "MemberAccess" || callee.memberName !== "delegatecall") return;
        const target = unwrapConversions(callee.expression as Node);
        if (target?.type !== "Identifier" || target.name !== "this") return;
        out.push({
          node: n,
          message: `${fn.contract.name}.${fn.name} is payable and delegates to this contract in a loop, so every call reuses msg.value (read in ${readers.map((g) => g.name).join(", ")}).`,
          related: readers.map((g) => ({
            node: g.node,
            header: true,
            message: "reads msg.value",
          })),
        });
      });
    }
    return out;
  },
);
