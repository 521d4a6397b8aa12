import {
  type AST,
  baseIdentifier,
  callOptions,
  lowLevelCallee,
  type Node,
  walk,
} from "../ast-helpers.ts";
import {
  containsNode,
  isCallTo,
  isMsgSender,
  type Occurrence,
  solidityRule,
  unwrapConversions,
  usesParam,
} from "../detector.ts";
import {
  allFunctions,
  externalCallKind,
  type FunctionInfo,
  sourceOf,
  stateWrites,
} from "../solidity-context.ts";
import { helperRecoverCall, isRecoverCall } from "./signature-replay.ts";

export const arbitrarySendEth = solidityRule(
  {
    id: "arbitrary-send-eth",
    title: "Ether sent to an arbitrary address",
    severity: "high",
    confidence: "medium",
    description:
      "An unprotected function sends ether to an address chosen by the caller without debiting the caller's own balance first, so anyone can move the contract's ether to themselves.",
    recommendation:
      "Restrict the function to a trusted role, or send only to msg.sender amounts recorded for msg.sender.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    for (const fn of allFunctions(ctx)) {
      if (!fn.entry || fn.protected) continue;
      // Authorised by signatures (multisig, meta-transactions): signature-replay and
      // unchecked-ecrecover judge how well.
      if (containsNode(fn.node.body, isRecoverCall) || helperRecoverCall(fn)) continue;
      walk(fn.node.body, (n) => {
        if (n.type !== "FunctionCall") return;
        const call = n as unknown as AST.FunctionCall;
        const kind = externalCallKind(ctx, fn, call);
        let destination: Node | undefined;
        if (kind === "transfer" || kind === "send")
          destination = (lowLevelCallee(call).expression as Node) ?? undefined;
        else if (kind === "low-level-call" && callOptions(call).has("value"))
          destination = lowLevelCallee(call).expression as Node;
        if (!destination) return;
        const dest = unwrapConversions(destination);
        if (isMsgSender(dest) || !usesParam(fn, dest)) return;
        // Forwarding the caller's own payment (`msg.value / n` to each payee) moves no one else's ether.
        if (fn.payable && fromMsgValue(fn, sentAmount(call, kind))) return;
        if (fn.payable && paidInFull(ctx, fn, sentAmount(call, kind))) return;
        if (debitsAccount(ctx, fn, n, (key) => isMsgSender(key) || sameName(key, dest))) return;
        out.push({
          node: n,
          message: `${fn.contract.name}.${fn.name} lets any caller choose where the contract's ether goes.`,
        });
      });
    }
    return out;
  },
);

function sameName(a: Node | undefined, b: Node | undefined): boolean {
  return !!a && !!b && a.type === "Identifier" && b.type === "Identifier" && a.name === b.name;
}

/**
 * Accounting before the payment: `balances[msg.sender] -= amount` (the caller pays from their own
 * balance) or `released[account] += payment` (the recipient's own due amount is recorded).
 */
function debitsAccount(
  ctx: import("../solidity-context.ts").SolidityContext,
  fn: FunctionInfo,
  call: Node,
  isAccountKey: (key: Node) => boolean,
): boolean {
  const start = call.range?.[0] ?? 0;
  return stateWrites(ctx, fn, fn.node.body).some((w) => {
    if ((w.node.range?.[0] ?? 0) > start) return false;
    let keyed = false;
    walk(w.node, (m) => {
      const key = unwrapConversions(m.index as Node);
      if (m.type === "IndexAccess" && key && isAccountKey(key) && baseIdentifier(m) === w.name)
        keyed = true;
    });
    return keyed;
  });
}

function sentAmount(call: AST.FunctionCall, kind: string | undefined): Node | undefined {
  if (kind === "transfer" || kind === "send") return call.arguments[0] as Node;
  return callOptions(call).get("value");
}

/** The amount is msg.value, or computed from it, or a local initialised from it. */
function fromMsgValue(fn: FunctionInfo, amount: Node | undefined): boolean {
  if (!amount) return false;
  const derived = new Set<string>();
  walk(fn.node.body, (m) => {
    if (m.type !== "VariableDeclarationStatement" || !m.initialValue) return;
    const v = (m.variables as Array<Node | null>)[0];
    if (v?.name && mentionsMsgValue(m.initialValue as Node, derived)) derived.add(v.name as string);
  });
  return mentionsMsgValue(amount, derived);
}

function mentionsMsgValue(n: Node, derived: Set<string>): boolean {
  let found = false;
  walk(n, (m) => {
    if (
      (m.type === "MemberAccess" &&
        m.memberName === "value" &&
        (m.expression as Node).type === "Identifier" &&
        (m.expression as Node).name === "msg") ||
      (m.type === "Identifier" && derived.has(m.name as string))
    )
      found = true;
  });
  return found;
}

/**
 * `total += amounts[i]; to[i].call{value: amounts[i]}("")` and then `require(total == msg.value)`:
 * every amount sent is part of a sum the caller paid in full, so no one else's ether moves.
 */
function paidInFull(
  ctx: import("../solidity-context.ts").SolidityContext,
  fn: FunctionInfo,
  amount: Node | undefined,
): boolean {
  if (!amount) return false;
  const text = (n: Node) => sourceOf(ctx, n).replace(/\s+/g, "");
  const sent = text(amount);
  const sums = new Set<string>();
  walk(fn.node.body, (m) => {
    if (m.type !== "BinaryOperation" || m.operator !== "+=") return;
    const left = m.left as Node;
    if (left.type === "Identifier" && fn.locals.has(left.name as string) && text(m.right) === sent)
      sums.add(left.name as string);
  });
  if (sums.size === 0) return false;
  const isSum = (n: Node) => n.type === "Identifier" && sums.has(n.name as string);
  const isValue = (n: Node) =>
    n.type === "MemberAccess" &&
    n.memberName === "value" &&
    (n.expression as Node).type === "Identifier" &&
    (n.expression as Node).name === "msg";
  let covered = false;
  walk(fn.node.body, (m) => {
    if (!isCallTo(m, "require", "assert")) return;
    const cond = (m as unknown as AST.FunctionCall).arguments[0] as Node | undefined;
    if (cond?.type !== "BinaryOperation") return;
    const [l, r, op] = [cond.left as Node, cond.right as Node, cond.operator as string];
    if (
      (op === "==" && ((isSum(l) && isValue(r)) || (isValue(l) && isSum(r)))) ||
      (op === "<=" && isSum(l) && isValue(r)) ||
      (op === ">=" && isValue(l) && isSum(r))
    )
      covered = true;
  });
  return covered;
}
