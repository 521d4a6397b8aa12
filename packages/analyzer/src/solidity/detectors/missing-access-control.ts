import { type AST, calleeExpression, identifierName, type Node } from "../ast-helpers.ts";
import {
  containsNode,
  isMsgSender,
  type Occurrence,
  solidityRule,
  usesParam,
} from "../detector.ts";
import {
  allFunctions,
  type FunctionInfo,
  guardVariables,
  type SolidityContext,
  stateWrites,
} from "../solidity-context.ts";
import { itemOwnerOnly } from "./arbitrary-transfer-from.ts";
import { isInitializerName } from "./unprotected-initializer.ts";

export const privilegedName =
  /^_?(owner|admin|pendingOwner|governance|governor|operator|minter|paused|implementation|treasury|feeRecipient|feeTo|fee|fees|feeRate|oracle|priceFeed|signer|guardian|controller|manager|authority|admins|isAdmin|operators|minters|whitelist|blacklist|rate|price|cap|maxSupply|fee\w*|\w+Fee|creator|beneficiary|wallet|router|vault|threshold|dailyLimit|rewardRate|cancell?ed|halted|frozen|stopped|killed|shutdown|emergency\w*)$/i;

export const missingAccessControl = solidityRule(
  {
    id: "missing-access-control",
    title: "Privileged state changed without access control",
    severity: "high",
    confidence: "medium",
    description:
      "A public function writes a privileged state variable (owner, admin, fee, oracle, implementation, pause flag...) without any check on msg.sender, so anyone can take over or reconfigure the contract.",
    recommendation:
      "Restrict the function with an access-control modifier (onlyOwner / role check) or an explicit msg.sender check.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    for (const fn of allFunctions(ctx)) {
      if (!fn.mutating || fn.protected || fn.kind === "constructor" || isInitializerName(fn.name))
        continue;
      if (fn.modifierNames.some((m) => /initializer/i.test(m))) continue;
      const seen = new Set<string>();
      const setter = configSetter(fn);
      const guards = guardVariables(fn.contract);
      for (const w of stateWrites(ctx, fn, fn.node.body)) {
        if (seen.has(w.name)) continue;
        if (
          !privilegedName.test(w.name) &&
          !(setter && setsFromParameter(fn, w)) &&
          !(guards.has(w.name) && !selfService(w.node)) &&
          !deletesPrivilegedEntry(ctx, fn, w)
        )
          continue;
        seen.add(w.name);
        out.push({
          node: w.node,
          message: `${fn.contract.name}.${fn.name} writes ${w.name} and anyone can call it.`,
          related: [{ node: fn.node, header: true, message: "function without access control" }],
        });
      }
    }
    for (const fn of allFunctions(ctx)) {
      if (!fn.mutating || fn.protected || fn.payable || fn.kind !== "function") continue;
      if (isInitializerName(fn.name)) continue;
      const helper = exposedSetupHelper(ctx, fn);
      if (!helper) continue;
      out.push({
        node: helper.call,
        message: `${fn.contract.name}.${fn.name} lets anyone run ${helper.name}, which the constructor uses to set the contract up.`,
        related: [{ node: fn.node, header: true, message: "function without access control" }],
      });
    }
    return out;
  },
);

/**
 * `function addPayee(address a, uint256 s) external { _addPayee(a, s); }` where the constructor
 * sets the contract up through `_addPayee`: a thin open wrapper hands deployment-time
 * configuration to anyone. Wrappers that pass the caller (`_transfer(msg.sender, to, v)`) or
 * anything but their own parameters are not matched.
 */
function exposedSetupHelper(
  ctx: SolidityContext,
  fn: FunctionInfo,
): { call: Node; name: string } | undefined {
  const statements = (fn.node.body?.statements ?? []) as Node[];
  if (statements.length !== 1 || statements[0].type !== "ExpressionStatement") return undefined;
  const call = statements[0].expression as Node;
  if (call?.type !== "FunctionCall") return undefined;
  const callee = calleeExpression(call as unknown as AST.FunctionCall);
  if (callee.type !== "Identifier") return undefined;
  const args = (call as unknown as AST.FunctionCall).arguments as Node[];
  if (
    args.length === 0 ||
    !args.every((a) => a.type === "Identifier" && fn.params.includes(a.name as string))
  )
    return undefined;
  const helper = fn.contract.functions.find(
    (f) => f.name === callee.name && !f.entry && f.kind === "function",
  );
  if (!helper || stateWrites(ctx, helper, helper.node.body).length === 0) return undefined;
  const setupCalls = fn.contract.functions.some(
    (f) =>
      f.kind === "constructor" &&
      containsNode(
        f.node.body,
        (m) =>
          m.type === "FunctionCall" &&
          identifierName(calleeExpression(m as unknown as AST.FunctionCall)) === helper.name,
      ),
  );
  return setupCalls ? { call, name: helper.name } : undefined;
}

/**
 * `setDelay(uint d)` / `changeMinimum(uint m)` in a contract that restricts other functions to
 * privileged callers: a configuration setter left open. Per-user setters write mappings keyed by
 * the caller and are not matched (only plain state variables count).
 */
function configSetter(fn: FunctionInfo): boolean {
  if (!/^(set|change|update)[A-Z_]/.test(fn.name) || fn.params.length === 0) return false;
  return fn.contract.functions.some((g) => g !== fn && g.protected);
}

function setsFromParameter(fn: FunctionInfo, w: { name: string; node: Node }): boolean {
  const sv = fn.contract.stateVars.get(w.name);
  if (!sv || /^mapping|\[\]$/.test(sv.type)) return false;
  if (w.node.type !== "BinaryOperation" || w.node.operator !== "=") return false;
  const left = w.node.left as Node;
  return left.type === "Identifier" && usesParam(fn, w.node.right as Node);
}

/**
 * The caller changes only its own standing: `registered[msg.sender] = true`,
 * `_roles[r][msg.sender] = false`, `highestBidder = msg.sender`, `records[n] = Record(msg.sender, ..)`. Writing access state for someone
 * else (`_roles[r][account] = false`) is what needs a guard.
 */
function selfService(write: Node): boolean {
  if (write.type === "BinaryOperation" && containsNode(write.right as Node, isMsgSender))
    return true;
  // `members.push(msg.sender)`
  if (
    write.type === "FunctionCall" &&
    (write.arguments as Node[]).some((a) => containsNode(a, isMsgSender))
  )
    return true;
  let target = (write.type === "BinaryOperation" ? write.left : write.subExpression) as
    | Node
    | undefined;
  while (target?.type === "IndexAccess" || target?.type === "MemberAccess") {
    if (target.type === "IndexAccess" && containsNode(target.index as Node, isMsgSender))
      return true;
    target = (target.base ?? target.expression) as Node | undefined;
  }
  return false;
}

/**
 * `delete _timestamps[id]` in an open `cancel(id)`, where every function creating entries of that
 * mapping is restricted to privileged callers (a proposer's `schedule`): anyone can undo what only
 * they may do. Mappings whose entries owners of an item create (`list(id)` after `ownerOf(id) ==
 * msg.sender`) are not matched.
 */
function deletesPrivilegedEntry(
  ctx: SolidityContext,
  fn: FunctionInfo,
  w: { name: string; node: Node },
): boolean {
  if (w.node.type !== "UnaryOperation" || w.node.operator !== "delete") return false;
  const target = w.node.subExpression as Node;
  if (target?.type !== "IndexAccess" || !usesParam(fn, target.index as Node)) return false;
  if (containsNode(target.index as Node, isMsgSender)) return false;
  const creators = fn.contract.functions.filter(
    (g) =>
      g !== fn &&
      g.kind !== "constructor" &&
      g.kind !== "modifier" &&
      stateWrites(ctx, g, g.node.body).some(
        (x) =>
          x.name === w.name && !(x.node.type === "UnaryOperation" && x.node.operator === "delete"),
      ),
  );
  return creators.length > 0 && creators.every((g) => g.entry && g.protected && !itemOwnerOnly(g));
}
