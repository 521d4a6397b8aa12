import { type AST, calleeExpression, type Node, walk } from "../ast-helpers.ts";
import {
  isMsgSender,
  type Occurrence,
  solidityRule,
  unwrapConversions,
  usesParam,
} from "../detector.ts";
import { allFunctions } from "../solidity-context.ts";

export const arbitraryTransferFrom = solidityRule(
  {
    id: "arbitrary-transfer-from",
    title: "transferFrom with an arbitrary from address",
    severity: "high",
    confidence: "high",
    description:
      "The function pulls tokens from an address given as a parameter instead of msg.sender. Anyone can move tokens of every user who approved this contract.",
    recommendation:
      "Use msg.sender as the from address, or restrict the function to trusted callers.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    for (const fn of allFunctions(ctx)) {
      if (!fn.entry || fn.protected) continue;
      walk(fn.node.body, (n) => {
        if (n.type !== "FunctionCall") return;
        const call = n as unknown as AST.FunctionCall;
        const callee = calleeExpression(call);
        if (callee.type !== "MemberAccess") return;
        const member = callee.memberName as string;
        if (member !== "transferFrom" && member !== "safeTransferFrom") return;
        if (call.arguments.length < 3) return;
        // TransferHelper.safeTransferFrom(token, from, to, value): a library called by its name
        // takes the token first.
        const base = callee.expression as Node;
        const libraryCall =
          call.arguments.length === 4 &&
          base.type === "Identifier" &&
          !fn.locals.has(base.name as string) &&
          !fn.contract.stateVars.has(base.name as string) &&
          /^[A-Z]/.test(base.name as string) &&
          ctx.typeKinds.get(base.name as string) !== "contract" &&
          ctx.typeKinds.get(base.name as string) !== "interface";
        const from = unwrapConversions(call.arguments[libraryCall ? 1 : 0] as Node);
        if (!from || isMsgSender(from)) return;
        if (from.type === "Identifier" && from.name === "this") return;
        if (!usesParam(fn, from)) return;
        if (checksFromIsSender(fn.node.body, from)) return;
        out.push({
          node: n,
          message: `${fn.contract.name}.${fn.name} transfers tokens from a caller-chosen address.`,
        });
      });
    }
    return out;
  },
);

function checksFromIsSender(body: AST.BaseASTNode | null, from: Node): boolean {
  let found = false;
  walk(body, (m) => {
    if (m.type !== "BinaryOperation" || (m.operator !== "==" && m.operator !== "!=")) return;
    const l = m.left as Node;
    const r = m.right as Node;
    const same = (a: Node) => a.type === "Identifier" && a.name === from.name;
    if ((same(l) && isMsgSender(r)) || (same(r) && isMsgSender(l))) found = true;
  });
  return found;
}
