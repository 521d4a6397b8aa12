import type { AST } from "../ast-helpers.ts";
import { eachNodeInFunctions, type Occurrence, solidityRule } from "../detector.ts";
import { externalCallKind } from "../solidity-context.ts";
import { resultIgnored } from "./unchecked-calls-shared.ts";

export const uncheckedSend = solidityRule(
  {
    id: "unchecked-send",
    title: "Unchecked send",
    severity: "medium",
    confidence: "high",
    description:
      "`send` returns false instead of reverting when the transfer fails; the ether silently stays in the contract while the code carries on.",
    recommendation:
      "Check the result (`require(to.send(amount))`) or use a call with a checked success flag.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    eachNodeInFunctions(ctx, (n, fn, parents) => {
      if (n.type !== "FunctionCall") return;
      if (externalCallKind(ctx, fn, n as unknown as AST.FunctionCall) !== "send") return;
      if (resultIgnored(fn, n, parents))
        out.push({ node: n, message: "The boolean returned by send is ignored." });
    });
    return out;
  },
);
