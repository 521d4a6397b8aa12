import { type AST, calleeExpression, type Node } from "../ast-helpers.ts";
import { eachNodeInFunctions, type Occurrence, solidityRule } from "../detector.ts";
import {
  externalCallKind,
  type FunctionInfo,
  resolveMemberFunction,
  type SolidityContext,
} from "../solidity-context.ts";

const coveredElsewhere = new Set(["transfer", "transferFrom", "approve"]);

export const unusedReturn = solidityRule(
  {
    id: "unused-return",
    title: "Return value of an external call is ignored",
    severity: "medium",
    confidence: "medium",
    description:
      "The called function returns a value (an amount, a status, a price) that the caller never looks at, which usually hides a failure or a wrong assumption.",
    recommendation: "Use or check the returned value.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    eachNodeInFunctions(ctx, (n, fn, parents) => {
      if (n.type !== "FunctionCall") return;
      const call = n as unknown as AST.FunctionCall;
      if (externalCallKind(ctx, fn, call) !== "external") return;
      const callee = calleeExpression(call);
      const member = callee.type === "MemberAccess" ? (callee.memberName as string) : "";
      if (coveredElsewhere.has(member)) return;
      if (parents[parents.length - 1]?.type !== "ExpressionStatement") return;
      if (!returnsSomething(ctx, fn, call)) return;
      out.push({ node: n, message: `The value returned by ${member} is ignored.` });
    });
    return out;
  },
);

function returnsSomething(ctx: SolidityContext, fn: FunctionInfo, call: AST.FunctionCall): boolean {
  const typed = ctx.typed?.typeAt(call.range);
  if (typed !== undefined) return typed !== "tuple()";
  // A file-local declaration without returns (non-standard token) has no value to check.
  const decl = resolveMemberFunction(ctx, fn, call);
  if (decl?.node.type === "FunctionDefinition")
    return (decl.node.returnParameters ?? []).length > 0;
  return false;
}

export type { Node };
