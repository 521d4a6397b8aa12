import { type AST, calleeExpression, type Node } from "../ast-helpers.ts";
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
      const configured = configuredButNeverCalled(n, parents);
      if (configured) {
        out.push({
          node: n,
          message: `\`${configured}.value(..)\` only configures the call: without the final \`(..)\` it never runs, so no ether is sent, nothing is checked, and execution continues as if it had been paid.`,
        });
        return;
      }
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

/**
 * `addr.call.value(amount);` as a statement (pre-0.7 syntax): the value/gas settings build a call
 * that is dropped instead of made. Returns the configured member (`call`) for the message.
 */
function configuredButNeverCalled(n: Node, parents: Node[]): string | undefined {
  if (parents[parents.length - 1]?.type !== "ExpressionStatement") return undefined;
  let expr = calleeExpression(n as unknown as AST.FunctionCall);
  let sawSetting = false;
  while (
    expr.type === "MemberAccess" &&
    (expr.memberName === "value" || expr.memberName === "gas")
  ) {
    sawSetting = true;
    const inner = expr.expression as Node;
    expr =
      inner.type === "FunctionCall"
        ? calleeExpression(inner as unknown as AST.FunctionCall)
        : inner;
  }
  if (!sawSetting || expr.type !== "MemberAccess") return undefined;
  const member = expr.memberName as string;
  return ["call", "delegatecall", "callcode"].includes(member) ? member : undefined;
}
