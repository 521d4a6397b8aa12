import { type AST, calleeExpression, type Node, walk } from "../ast-helpers.ts";
import {
  containsNode,
  eachNodeInFunctions,
  isBuiltinMember,
  isMsgSender,
  type Occurrence,
  solidityRule,
  unwrapConversions,
} from "../detector.ts";
import { etherPayment } from "../ether-payment.ts";
import type { ContractInfo, FunctionInfo } from "../solidity-context.ts";
import { isInitializerName } from "./unprotected-initializer.ts";

export const transactionOrderDependence = solidityRule(
  {
    id: "transaction-order-dependence",
    title: "Front-running: amount set by one transaction, paid or charged in another",
    severity: "medium",
    confidence: "medium",
    description:
      "A caller is paid (ether or tokens), or charged through transferFrom, an amount read from a single storage value that another function sets to a new figure. Which of the two pending transactions is mined first decides the amount: the setter (or anyone watching the mempool who can call it) can change the reward or the price after the caller signed, and the caller has no way to refuse the new figure.",
    recommendation:
      "Let the caller state the figure they accept (a minimum reward, a maximum price) and revert when the stored value no longer matches, or freeze the value for the period in which it can be claimed.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    const settable = new Map<ContractInfo, Map<string, { fn: FunctionInfo; node: Node }>>();
    eachNodeInFunctions(ctx, (n, fn) => {
      if (!fn.entry || fn.protected || !fn.mutating) return;
      const charged = amountMoved(ctx, fn, n);
      if (!charged) return;
      let setters = settable.get(fn.contract);
      if (!setters) {
        setters = newFigureSetters(fn.contract);
        settable.set(fn.contract, setters);
      }
      const aliases = localCopies(fn, setters);
      for (const name of readsOf(charged.amount, aliases)) {
        if (fn.locals.has(name)) continue;
        const setter = setters.get(name);
        if (!setter || setter.fn === fn) continue;
        if (boundedByCaller(fn, name, aliases)) continue;
        out.push({
          node: n,
          message: `${fn.contract.name}.${fn.name} ${charged.verb} an amount computed from ${name}, which ${setter.fn.name} can set to a new value at any time: the order in which the two transactions are mined decides what the caller ${charged.verb === "pays" ? "receives" : "pays"}, and ${fn.name} takes no limit from the caller.`,
          related: [{ node: setter.node, message: `${name} is set to a new value here` }],
        });
        return;
      }
    });
    return out;
  },
);

/** Ether paid to the caller, or tokens pulled from the caller with transferFrom. */
function amountMoved(
  ctx: Parameters<typeof etherPayment>[0],
  fn: FunctionInfo,
  n: Node,
): { amount: Node; verb: string } | undefined {
  const payment = etherPayment(ctx, fn, n);
  if (payment?.amount && isMsgSender(unwrapConversions(payment.recipient)))
    return { amount: payment.amount, verb: "pays" };
  if (n.type !== "FunctionCall") return undefined;
  const call = n as unknown as AST.FunctionCall;
  const callee = calleeExpression(call);
  if (callee.type !== "MemberAccess") return undefined;
  const args = call.arguments as unknown as Node[];
  if (callee.memberName === "transferFrom" && args.length === 3 && isMsgSender(args[0]))
    return { amount: args[2], verb: "charges" };
  // Tokens paid out to the caller: token.transfer(msg.sender, amount) / safeTransfer.
  if (
    (callee.memberName === "transfer" || callee.memberName === "safeTransfer") &&
    args.length === 2 &&
    isMsgSender(unwrapConversions(args[0]))
  )
    return { amount: args[1], verb: "pays" };
  // SafeERC20: token.safeTransferFrom(msg.sender, to, amount) or safeTransferFrom(token, from, to, amount)
  if (callee.memberName === "safeTransferFrom") {
    if (args.length === 3 && isMsgSender(args[0])) return { amount: args[2], verb: "charges" };
    if (args.length === 4 && isMsgSender(args[1])) return { amount: args[3], verb: "charges" };
  }
  return undefined;
}

/**
 * Single-slot state variables (not mappings or arrays) that an entry function other than the
 * constructor sets with `=` to a figure it receives: a parameter or msg.value.
 */
function newFigureSetters(contract: ContractInfo): Map<string, { fn: FunctionInfo; node: Node }> {
  const out = new Map<string, { fn: FunctionInfo; node: Node }>();
  for (const f of contract.functions) {
    // Setup (constructor, initializer) fixes the figure; it does not move it under a pending call.
    if (!f.entry || f.kind === "constructor" || isInitializerName(f.name)) continue;
    walk(f.node.body, (n) => {
      if (n.type !== "BinaryOperation" || n.operator !== "=") return;
      const left = n.left as Node;
      if (left.type !== "Identifier" || f.locals.has(left.name as string)) return;
      const sv = contract.stateVars.get(left.name as string);
      if (!sv || sv.constant || sv.immutable || !/^u?int\d*$/.test(sv.type)) return;
      const right = n.right as Node;
      const fromCaller = containsNode(
        right,
        (m) =>
          (m.type === "Identifier" && f.params.includes(m.name as string)) ||
          isBuiltinMember(m, "msg", "value"),
      );
      if (fromCaller && !out.has(sv.name)) out.set(sv.name, { fn: f, node: n });
    });
  }
  return out;
}

/** `uint256 price = ticketPrice;`: locals that hold a settable value, by local name. */
function localCopies(fn: FunctionInfo, setters: Map<string, unknown>): Map<string, string> {
  const out = new Map<string, string>();
  walk(fn.node.body, (n) => {
    if (n.type !== "VariableDeclarationStatement" || !n.initialValue) return;
    const vars = (n.variables as Array<Node | null>) ?? [];
    if (vars.length !== 1 || !vars[0]?.name) return;
    for (const name of readsOf(n.initialValue as Node, new Map()))
      if (setters.has(name)) out.set(vars[0].name as string, name);
  });
  return out;
}

function readsOf(expr: Node, aliases: Map<string, string>): string[] {
  const out: string[] = [];
  walk(expr, (m) => {
    if (m.type !== "Identifier") return;
    const name = m.name as string;
    out.push(aliases.get(name) ?? name);
  });
  return out;
}

/** `require(price <= maxPrice)`, `if (reward < minReward) revert`: the caller bounds the value. */
function boundedByCaller(fn: FunctionInfo, name: string, aliases: Map<string, string>): boolean {
  let bounded = false;
  walk(fn.node.body, (n) => {
    if (bounded) return false;
    if (n.type !== "BinaryOperation" || !/^(<|<=|>|>=|==)$/.test(n.operator as string)) return;
    const sides = [n.left as Node, n.right as Node];
    const readsValue = sides.some((s) => readsOf(s, aliases).includes(name));
    const readsParam = sides.some((s) =>
      containsNode(s, (m) => m.type === "Identifier" && fn.params.includes(m.name as string)),
    );
    if (readsValue && readsParam) bounded = true;
  });
  return bounded;
}
