import { type AST, calleeExpression, calleeName, type Node, typeNameText } from "../ast-helpers.ts";
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
      if (carriesNoVerdict(ctx, fn, call)) return;
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

/**
 * Returns that say nothing about success or amounts: a view or pure function (called for its
 * revert, a probe), or one returning only an identifier or raw data (`bytes32` ids, `bytes`) —
 * unless it is a callback, whose answer acknowledges the call.
 */
function carriesNoVerdict(ctx: SolidityContext, fn: FunctionInfo, call: AST.FunctionCall): boolean {
  const callee = calleeExpression(call);
  const typed = ctx.typed?.typeAt(callee.range);
  let mutability: string | undefined;
  let returns: string[] | undefined;
  if (typed?.startsWith("function ")) {
    const m = /^function \(.*?\)\s*((?:\w+\s*)*?)\s*(?:returns \((.*)\))?$/.exec(typed);
    mutability = /\b(view|pure)\b/.exec(m?.[1] ?? "")?.[1];
    returns = m?.[2]?.split(",").map((t) => t.trim().split(" ")[0]);
  } else {
    const decl = resolveMemberFunction(ctx, fn, call);
    if (decl?.node.type === "FunctionDefinition") {
      mutability = decl.mutability ?? undefined;
      returns = (decl.node.returnParameters ?? []).map((p) => typeNameText(p.typeName));
    }
  }
  if (mutability === "view" || mutability === "pure") return true;
  // Callbacks (`onFlashLoan`, `onERC721Received`) answer with a value that acknowledges the call.
  if (/^on[A-Z]/.test(calleeName(call) ?? "")) return false;
  return !!returns?.length && returns.every((t) => t === "bytes32" || t === "bytes");
}
