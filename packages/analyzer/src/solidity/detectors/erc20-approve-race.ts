import { type AST, baseIdentifier, calleeExpression, type Node, walk } from "../ast-helpers.ts";
import { type Occurrence, solidityRule } from "../detector.ts";
import type { ContractInfo, FunctionInfo } from "../solidity-context.ts";

const deltaFunctions =
  /^(increaseAllowance|decreaseAllowance|increaseApproval|decreaseApproval|safeIncreaseAllowance|safeDecreaseAllowance)$/;

export const erc20ApproveRace = solidityRule(
  {
    id: "erc20-approve-race",
    title: "Front-running: ERC20 approve overwrites a live allowance",
    severity: "low",
    confidence: "high",
    description:
      "approve replaces the spender's allowance outright. When an owner lowers an allowance from N to M, the spender can watch the pending transaction, spend N first and then M as well (N + M instead of M). The race is part of the ERC20 standard, so it is rated low; it matters where spenders are not trusted.",
    recommendation:
      "Offer increaseAllowance/decreaseAllowance (changes by a delta), or require the allowance to be set to zero before a new non-zero value (`require(value == 0 || allowed[msg.sender][spender] == 0)`), or take the expected current allowance as a parameter.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    for (const contract of ctx.contracts) {
      if (contract.kind === "interface") continue;
      if (contract.functions.some((f) => deltaFunctions.test(f.name))) continue;
      for (const fn of contract.functions) {
        if (fn.name !== "approve" || !fn.entry || fn.params.length !== 2 || !fn.node.body) continue;
        const write = allowanceOverwrite(contract, fn, fn.params[1], 0);
        if (!write || modifierChecksAllowance(contract, fn)) continue;
        out.push({
          node: fn.node,
          header: true,
          message: `${contract.name}.approve sets ${write.mapping}[owner][spender] straight to the new value, with no zero-first check and no increase/decrease functions: a spender who sees the change pending can spend the old allowance first and then the new one.`,
          related: [{ node: write.node, message: "the allowance is overwritten here" }],
        });
      }
    }
    return out;
  },
);

/**
 * `allowed[a][b] = amount` in approve or in the helper it passes the amount to (`_approve`),
 * with no check on the current allowance or on the amount being zero.
 */
function allowanceOverwrite(
  contract: ContractInfo,
  fn: FunctionInfo,
  amount: string,
  depth: number,
): { mapping: string; node: Node } | undefined {
  if (depth > 3 || !fn.node.body) return undefined;
  let found: { mapping: string; node: Node } | undefined;
  let zeroFirst = false;
  walk(fn.node.body, (n) => {
    if (n.type === "BinaryOperation" && n.operator === "==" && zeroOrAllowanceCheck(n, amount))
      zeroFirst = true;
    if (found) return;
    if (n.type === "BinaryOperation" && n.operator === "=") {
      const left = n.left as Node;
      const right = n.right as Node;
      if (
        left.type === "IndexAccess" &&
        (left.base as Node).type === "IndexAccess" &&
        right.type === "Identifier" &&
        right.name === amount
      ) {
        const mapping = baseIdentifier(left);
        if (mapping && contract.stateVars.has(mapping)) found = { mapping, node: n };
      }
    }
    if (n.type === "FunctionCall") {
      const call = n as unknown as AST.FunctionCall;
      const callee = calleeExpression(call);
      if (callee.type !== "Identifier") return;
      const at = (call.arguments as unknown as Node[]).findIndex(
        (a) => a.type === "Identifier" && a.name === amount,
      );
      if (at < 0) return;
      for (const helper of contract.functions) {
        if (helper === fn || helper.name !== callee.name || helper.params.length <= at) continue;
        const inner = allowanceOverwrite(contract, helper, helper.params[at], depth + 1);
        if (inner) found = inner;
      }
    }
  });
  return zeroFirst ? undefined : found;
}

/** `value == 0` or `allowed[owner][spender] == current`: a condition on the amount or allowance. */
function zeroOrAllowanceCheck(n: Node, amount: string): boolean {
  const sides = [n.left as Node, n.right as Node];
  const onAmount = sides.some((s) => s.type === "Identifier" && s.name === amount);
  const zero = sides.some((s) => s.type === "NumberLiteral" && Number(s.number) === 0);
  const onAllowance = sides.some(
    (s) => s.type === "IndexAccess" && (s.base as Node).type === "IndexAccess",
  );
  return (onAmount && zero) || onAllowance;
}

/** `modifier resetFirst(spender, value) { require(value == 0 || allowed[..][..] == 0); _; }` */
function modifierChecksAllowance(contract: ContractInfo, fn: FunctionInfo): boolean {
  return fn.modifierNames.some((name) => {
    const def = contract.modifiers.get(name);
    let found = false;
    walk(def?.body, (n) => {
      if (found || n.type !== "BinaryOperation" || n.operator !== "==") return;
      const params = (def?.parameters ?? []).map((p) => p.name ?? "");
      if (params.some((p) => zeroOrAllowanceCheck(n, p))) found = true;
      else if (zeroOrAllowanceCheck(n, "")) found = true;
    });
    return found;
  });
}
