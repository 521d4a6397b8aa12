import { type AST, calleeExpression, calleeName, type Node, walk } from "../ast-helpers.ts";
import {
  isCallTo,
  isMsgSender,
  type Occurrence,
  solidityRule,
  unwrapConversions,
  usesParam,
} from "../detector.ts";
import {
  allFunctions,
  type FunctionInfo,
  type SolidityContext,
  stateWrites,
} from "../solidity-context.ts";

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
      if (!fn.entry || (fn.protected && !itemOwnerOnly(fn))) continue;
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
        if (consentedAmount(ctx, fn, from, call.arguments[call.arguments.length - 1] as Node))
          return;
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

/**
 * The only sender checks compare the caller with something picked by a parameter
 * (`nft.ownerOf(id) == msg.sender`): owning some item is not a privilege, so anyone holding one
 * passes.
 */
export function itemOwnerOnly(fn: FunctionInfo): boolean {
  if (fn.modifierNames.length > 0) return false;
  let itemChecks = 0;
  let other = false;
  walk(fn.node.body, (n) => {
    if (other) return false;
    const conditions: Node[] = [];
    if (isCallTo(n, "require", "assert"))
      conditions.push((n as unknown as AST.FunctionCall).arguments[0] as Node);
    if (n.type === "IfStatement") conditions.push(n.condition as Node);
    for (const c of conditions) {
      walk(c, (m) => {
        if (m.type === "BinaryOperation" && (m.operator === "==" || m.operator === "!=")) {
          const l = m.left as Node;
          const r = m.right as Node;
          if (isMsgSender(l) || isMsgSender(r)) {
            if (usesParam(fn, isMsgSender(l) ? r : l)) itemChecks++;
            else other = true;
            return false;
          }
        }
        // `admins[msg.sender]`, `hasRole(R, msg.sender)`: a check on who the caller is.
        if (m.type === "IndexAccess" && isMsgSender(m.index as Node)) other = true;
        if (
          m.type === "FunctionCall" &&
          /^(has|is|can|check|only|auth|verify|whitelisted|allowed)/i.test(
            calleeName(m as unknown as AST.FunctionCall) ?? "",
          ) &&
          (m as unknown as AST.FunctionCall).arguments.some((a) => isMsgSender(a as Node))
        )
          other = true;
      });
    }
    if (n.type === "FunctionCall" && !isCallTo(n, "require", "assert")) {
      const name = calleeName(n as unknown as AST.FunctionCall) ?? "";
      if (/^(_?check|_?only|hasRole|isOwner|isAdmin|_?require|_authorize)/i.test(name))
        other = true;
    }
  });
  return itemChecks > 0 && !other;
}

/**
 * `amount = offers[id][buyer]; token.transferFrom(buyer, ..., amount)`: the amount is what the
 * payer itself recorded, in a ledger written only at the caller's own entry (`offers[id][msg.sender]
 * = amount` in makeOffer).
 */
function consentedAmount(
  ctx: SolidityContext,
  fn: FunctionInfo,
  from: Node,
  amount: Node,
): boolean {
  if (from.type !== "Identifier" || amount?.type !== "Identifier") return false;
  let source: Node | undefined;
  walk(fn.node.body, (n) => {
    if (n.type === "VariableDeclarationStatement" && n.initialValue) {
      const v = (n.variables as Array<Node | null>)[0];
      if (v?.name === amount.name) source = n.initialValue as Node;
    }
  });
  if (source?.type !== "IndexAccess") return false;
  let keyed = false;
  let base: Node = source;
  while (base.type === "IndexAccess") {
    const index = base.index as Node;
    if (index.type === "Identifier" && index.name === from.name) keyed = true;
    base = base.base as Node;
  }
  if (!keyed || base.type !== "Identifier") return false;
  const ledger = base.name as string;
  if (!fn.contract.stateVars.has(ledger)) return false;
  return fn.contract.functions.every((g) =>
    stateWrites(ctx, g, g.node.body)
      .filter((w) => w.name === ledger)
      .every((w) => {
        if (w.node.type === "UnaryOperation" && w.node.operator === "delete") return true;
        let target = w.node.left as Node | undefined;
        while (target?.type === "IndexAccess") {
          if (isMsgSender(target.index as Node)) return true;
          target = target.base as Node;
        }
        return false;
      }),
  );
}
