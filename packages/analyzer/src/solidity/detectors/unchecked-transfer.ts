import { type AST, calleeExpression } from "../ast-helpers.ts";
import { eachNodeInFunctions, type Occurrence, solidityRule } from "../detector.ts";
import {
  externalCallKind,
  type FunctionInfo,
  resolveMemberFunction,
  type SolidityContext,
} from "../solidity-context.ts";
import { resultIgnored } from "./unchecked-calls-shared.ts";

const tokenMethods = new Set(["transfer", "transferFrom", "approve"]);

export const uncheckedTransfer = solidityRule(
  {
    id: "unchecked-transfer",
    title: "Unchecked ERC20 transfer",
    severity: "high",
    confidence: "medium",
    description:
      "ERC20 transfer, transferFrom and approve return a boolean; several tokens return false on failure instead of reverting. Ignoring it credits or debits users for transfers that never happened.",
    recommendation:
      "Use OpenZeppelin SafeERC20 (safeTransfer / safeTransferFrom / forceApprove) or require the returned value.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    eachNodeInFunctions(ctx, (n, fn, parents) => {
      if (n.type !== "FunctionCall") return;
      const call = n as unknown as AST.FunctionCall;
      const callee = calleeExpression(call);
      if (callee.type !== "MemberAccess" || !tokenMethods.has(callee.memberName as string)) return;
      if (externalCallKind(ctx, fn, call) !== "external") return;
      if (!returnsValue(ctx, fn, call)) return;
      if (resultIgnored(fn, n, parents)) {
        out.push({ node: n, message: `The boolean returned by ${callee.memberName} is ignored.` });
      }
    });
    return out;
  },
);

function returnsValue(ctx: SolidityContext, fn: FunctionInfo, call: AST.FunctionCall): boolean {
  const typed = ctx.typed?.typeAt(call.range);
  if (typed !== undefined) return typed !== "tuple()";
  // A file-local declaration without returns (non-standard token) has no value to check.
  const decl = resolveMemberFunction(ctx, fn, call);
  if (decl?.node.type === "FunctionDefinition")
    return (decl.node.returnParameters ?? []).length > 0;
  return true;
}
