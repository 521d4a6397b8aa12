import type { AST } from "../ast-helpers.ts";
import { eachNodeInFunctions, type Occurrence, solidityRule } from "../detector.ts";
import { externalCallKind } from "../solidity-context.ts";
import { resultIgnored } from "./unchecked-calls-shared.ts";

export const uncheckedLowLevelCall = solidityRule(
  {
    id: "unchecked-low-level-call",
    title: "Unchecked low-level call",
    severity: "medium",
    confidence: "high",
    description:
      "call, delegatecall and staticcall do not revert when the callee fails; they return false. Ignoring the result lets execution continue as if the call succeeded.",
    recommendation:
      "Check the returned success flag: `(bool ok, ) = target.call(...); require(ok);`.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    eachNodeInFunctions(ctx, (n, fn, parents) => {
      if (n.type !== "FunctionCall") return;
      const kind = externalCallKind(ctx, fn, n as unknown as AST.FunctionCall);
      if (
        kind !== "low-level-call" &&
        kind !== "delegatecall" &&
        kind !== "staticcall" &&
        kind !== "callcode"
      )
        return;
      if (resultIgnored(fn, n, parents)) {
        out.push({
          node: n,
          message: `The success flag of this ${kind.replace("low-level-call", "call")} is not checked.`,
        });
      }
    });
    return out;
  },
);
