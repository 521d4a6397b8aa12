import { baseIdentifier, type Node, walk } from "../ast-helpers.ts";
import {
  eachNodeInFunctions,
  insideLoop,
  isMsgSender,
  type Occurrence,
  solidityRule,
  unwrapConversions,
} from "../detector.ts";
import { etherPayment, paymentRevertsOnFailure } from "../ether-payment.ts";
import type { ContractInfo, FunctionInfo } from "../solidity-context.ts";

export const pushPaymentDos = solidityRule(
  {
    id: "push-payment-dos",
    title: "Denial of service: payment to a previous caller that must succeed",
    severity: "medium",
    confidence: "medium",
    description:
      "An open function pays ether to an address an earlier caller put in storage (the previous leader, the outbid bidder) and reverts when that payment fails. Whoever holds that slot can make every later call revert by using a contract that rejects ether or spends all the gas, freezing the function for good (King of the Ether).",
    recommendation:
      "Do not let one recipient's failure stop the function: credit the amount to a mapping and let each party withdraw it (pull payment), or ignore the failure and keep the amount claimable.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    const setByCaller = new Map<ContractInfo, Map<string, Node>>();
    eachNodeInFunctions(ctx, (n, fn, parents) => {
      if (!fn.entry || fn.protected || !fn.mutating) return;
      const payment = etherPayment(ctx, fn, n);
      if (!payment) return;
      // Loops are the calls-in-loop detector's: one report per problem.
      if (insideLoop(parents, fn.node.body)) return;
      const recipient = unwrapConversions(payment.recipient);
      if (!recipient || isMsgSender(recipient)) return;
      let name = baseIdentifier(recipient);
      // `address payable first = playerA; … first.transfer(..)`: the local stands for the slot.
      if (name && fn.locals.has(name)) name = storedCopyOf(fn, name);
      if (!name || fn.locals.has(name)) return;
      let writes = setByCaller.get(fn.contract);
      if (!writes) {
        writes = callerWrites(fn.contract);
        setByCaller.set(fn.contract, writes);
      }
      const written = writes.get(name);
      if (!written) return;
      if (!paymentRevertsOnFailure(fn, payment, parents)) return;
      const how =
        payment.kind === "transfer"
          ? "transfer reverts"
          : `the failed ${payment.kind} is turned into a revert`;
      out.push({
        node: n,
        message: `${fn.contract.name}.${fn.name} pays ${name}, an address an earlier caller stored, and ${how} if that payment fails: a contract in that slot that rejects ether blocks ${fn.name} for everyone after it.`,
        related: [{ node: written, message: `${name} is set to the caller here` }],
      });
    });
    return out;
  },
);

/** State variables some function sets to `msg.sender` (the caller takes the slot). */
function callerWrites(contract: ContractInfo): Map<string, Node> {
  const out = new Map<string, Node>();
  for (const f of contract.functions) {
    // The owner accepting ownership is not "an earlier caller" in this sense.
    if (f.kind === "constructor" || f.protected) continue;
    walk(f.node.body, (n) => {
      if (n.type !== "BinaryOperation" || n.operator !== "=") return;
      const name = baseIdentifier(n.left as Node);
      if (!name || f.locals.has(name) || !contract.stateVars.has(name)) return;
      if (isMsgSender(unwrapConversions(n.right as Node))) out.set(name, n);
    });
  }
  return out;
}

/** The state variable a local was initialised from (`address payable first = playerA;`). */
function storedCopyOf(fn: FunctionInfo, local: string): string | undefined {
  let out: string | undefined;
  walk(fn.node.body, (n) => {
    if (n.type !== "VariableDeclarationStatement" || !n.initialValue) return;
    const vars = (n.variables as Array<Node | null>) ?? [];
    if (vars.length !== 1 || vars[0]?.name !== local) return;
    const source = baseIdentifier(unwrapConversions(n.initialValue as Node));
    if (source && fn.contract.stateVars.has(source) && !fn.locals.has(source)) out = source;
  });
  return out;
}
