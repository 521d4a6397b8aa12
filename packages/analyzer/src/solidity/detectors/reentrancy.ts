import { type AST, calleeExpression, callOptions, type Node, walk } from "../ast-helpers.ts";
import { solidityRule } from "../detector.ts";
import {
  allFunctions,
  externalCallKind,
  type FunctionInfo,
  type SolidityContext,
  stateWrites,
} from "../solidity-context.ts";

import { isInitializerName } from "./unprotected-initializer.ts";

const guardModifier = /nonReentrant|noReentran|reentrancyGuard|mutex|^lock$|^locked$|^noReentry/i;

export const reentrancy = solidityRule(
  {
    id: "reentrancy",
    title: "Reentrancy: external call before a state write",
    severity: "high",
    confidence: "medium",
    description:
      "The function calls another contract (or sends ether with a forwarded-gas call) and writes contract state afterwards. The callee can re-enter the function while the state still reflects the situation before the call, for example withdrawing the same balance twice.",
    recommendation:
      "Apply checks-effects-interactions: update all state before the external call, or protect the function with a reentrancy guard (nonReentrant).",
  },
  (ctx) => {
    const out = [];
    for (const fn of allFunctions(ctx)) {
      if (fn.kind === "constructor" || !fn.node.body) continue;
      if (fn.mutability === "view" || fn.mutability === "pure") continue;
      if (fn.modifierNames.some((m) => guardModifier.test(m))) continue;
      const calls: Array<{ node: Node; value: boolean }> = [];
      walk(fn.node.body, (n) => {
        if (n.type !== "FunctionCall") return;
        const call = n as unknown as AST.FunctionCall;
        const kind = externalCallKind(ctx, fn, call);
        if (kind === "low-level-call" || kind === "callcode") {
          calls.push({ node: n, value: callOptions(call).has("value") });
        } else if (kind === "external" && !isViewCall(ctx, call) && !trustedTarget(ctx, fn, call)) {
          calls.push({ node: n, value: callOptions(call).has("value") });
        }
      });
      if (calls.length === 0) continue;
      const writes = [...stateWrites(ctx, fn, fn.node.body), ...internalCallWrites(ctx, fn)];
      for (const call of calls) {
        const end = call.node.range?.[1] ?? 0;
        const failureOnly = failureBranches(fn.node.body, call.node);
        const after = writes.filter(
          (w) =>
            (w.node.range?.[0] ?? 0) > end &&
            !failureOnly.some((b) => within(w.node, b)) &&
            !freshCounter(fn, w, call.node),
        );
        if (after.length === 0) continue;
        out.push({
          node: call.node,
          message: `External call in ${fn.contract.name}.${fn.name} is followed by writes to ${[...new Set(after.map((w) => w.name))].join(", ")}.`,
          related: after.map((w) => ({
            node: w.node,
            message: `state variable ${w.name} written after the call`,
          })),
          confidence: call.value || isLowLevel(call.node) ? ("high" as const) : ("medium" as const),
        });
      }
    }
    return out;
  },
);

function within(node: Node, outer: Node): boolean {
  const [s, e] = node.range ?? [0, 0];
  const [os, oe] = outer.range ?? [0, -1];
  return s >= os && e <= oe;
}

/**
 * Branches that run only when the call failed: `(bool ok, ) = to.call{...}(""); if (!ok) x = y;`.
 * A failed call reverted everything the callee did, re-entries included, so a write there (putting
 * a balance back) is not a reentrancy window.
 */
function failureBranches(body: AST.BaseASTNode | null | undefined, call: Node): Node[] {
  let flag: string | undefined;
  walk(body, (n) => {
    if (flag) return false;
    if (n.type === "VariableDeclarationStatement" && n.initialValue === call) {
      const first = (n.variables as Array<Node | null>)[0];
      if (first?.name) flag = first.name as string;
    }
    if (n.type === "BinaryOperation" && n.operator === "=" && n.right === call) {
      const left = n.left as Node;
      const target =
        left.type === "TupleExpression" ? (left.components as Array<Node | null>)[0] : left;
      if (target?.type === "Identifier") flag = target.name as string;
    }
  });
  const out: Node[] = [];
  walk(body, (n) => {
    if (n.type !== "IfStatement") return;
    // `if (!to.call.value(v)()) { restore }`: the call itself is the condition.
    const polarity = flag
      ? flagPolarity(n.condition as Node, flag)
      : callPolarity(n.condition as Node, call);
    if (polarity === "failed") out.push(n.trueBody as Node);
    if (polarity === "succeeded" && n.falseBody) out.push(n.falseBody as Node);
  });
  return out;
}

function callPolarity(cond: Node, call: Node): "failed" | "succeeded" | undefined {
  if (cond === call) return "succeeded";
  if (cond.type === "UnaryOperation" && cond.operator === "!") {
    const inner = callPolarity(cond.subExpression as Node, call);
    return inner === "failed" ? "succeeded" : inner === "succeeded" ? "failed" : undefined;
  }
  if (cond.type === "TupleExpression" && (cond.components as Node[]).length === 1)
    return callPolarity((cond.components as Node[])[0], call);
  return undefined;
}

function flagPolarity(cond: Node, flag: string): "failed" | "succeeded" | undefined {
  if (cond.type === "Identifier" && cond.name === flag) return "succeeded";
  if (cond.type === "UnaryOperation" && cond.operator === "!") {
    const inner = flagPolarity(cond.subExpression as Node, flag);
    return inner === "failed" ? "succeeded" : inner === "succeeded" ? "failed" : undefined;
  }
  if (cond.type === "TupleExpression" && (cond.components as Node[]).length === 1)
    return flagPolarity((cond.components as Node[])[0], flag);
  if (cond.type === "BinaryOperation" && (cond.operator === "==" || cond.operator === "!=")) {
    const [l, r] = [cond.left as Node, cond.right as Node];
    const lit = l.type === "BooleanLiteral" ? l : r.type === "BooleanLiteral" ? r : undefined;
    const other = lit === l ? r : l;
    if (!lit || other.type !== "Identifier" || other.name !== flag) return undefined;
    return (lit.value === true) === (cond.operator === "==") ? "succeeded" : "failed";
  }
  return undefined;
}

/**
 * `emit Deposited(.., nonce++)` after the call, with the counter not read before it: a re-entry
 * takes the next number and this call the one after, both fresh, so nothing is left stale.
 */
function freshCounter(fn: FunctionInfo, w: { name: string; node: Node }, call: Node): boolean {
  const n = w.node;
  const target =
    n.type === "UnaryOperation" && (n.operator === "++" || n.operator === "--")
      ? (n.subExpression as Node)
      : n.type === "BinaryOperation" &&
          (n.operator === "+=" || n.operator === "-=") &&
          (n.right as Node).type === "NumberLiteral" &&
          Number((n.right as Node).number) === 1
        ? (n.left as Node)
        : undefined;
  if (target?.type !== "Identifier") return false;
  const start = call.range?.[0] ?? 0;
  let readBefore = false;
  walk(fn.node.body, (m) => {
    if (m.type === "Identifier" && m.name === target.name && (m.range?.[1] ?? 0) < start)
      readBefore = true;
  });
  return !readBefore;
}

function isLowLevel(node: Node): boolean {
  const callee = calleeExpression(node as unknown as AST.FunctionCall);
  return callee.type === "MemberAccess" && callee.memberName === "call";
}

/** A call to a function the file declares as view/pure cannot re-enter with state changes. */
function isViewCall(ctx: SolidityContext, call: AST.FunctionCall): boolean {
  const callee = calleeExpression(call);
  if (callee.type !== "MemberAccess") return false;
  const member = callee.memberName as string;
  const typed = ctx.typed?.typeAt((callee as AST.BaseASTNode).range);
  if (typed) return / (view|pure) /.test(`${typed} `);
  for (const c of ctx.contracts) {
    for (const f of c.functions) {
      if (f.name === member && (f.mutability === "view" || f.mutability === "pure")) return true;
    }
  }
  // Interfaces imported from elsewhere: the standard getters of ERC20/721/1155, oracles and pairs.
  return wellKnownViews.has(member);
}

const wellKnownViews = new Set([
  "balanceOf",
  "ownerOf",
  "allowance",
  "totalSupply",
  "decimals",
  "name",
  "symbol",
  "getApproved",
  "isApprovedForAll",
  "tokenURI",
  "supportsInterface",
  "getReserves",
  "token0",
  "token1",
  "latestRoundData",
  "latestAnswer",
  "getRoundData",
  "totalAssets",
  "convertToShares",
  "convertToAssets",
  "previewDeposit",
  "previewRedeem",
  "previewWithdraw",
  "previewMint",
  "getAmountsOut",
  "getAmountsIn",
  "quote",
  "nonces",
  "DOMAIN_SEPARATOR",
]);

/** Calls to internal functions of the same contract that write state count as writes at the call site. */
function internalCallWrites(
  ctx: SolidityContext,
  fn: FunctionInfo,
): Array<{ name: string; node: Node }> {
  const out: Array<{ name: string; node: Node }> = [];
  walk(fn.node.body, (n) => {
    if (n.type !== "FunctionCall") return;
    const callee = calleeExpression(n as unknown as AST.FunctionCall);
    if (callee.type !== "Identifier") return;
    const target = fn.contract.functions.find(
      (f) =>
        f.name === callee.name &&
        f !== fn &&
        (f.visibility === "internal" || f.visibility === "private"),
    );
    if (!target) return;
    const written = stateWrites(ctx, target, target.node.body);
    if (written.length > 0) out.push({ name: `${written[0].name} (via ${target.name})`, node: n });
  });
  return out;
}

/**
 * The callee is a contract the deployer or a privileged role chose: an immutable or constant state
 * variable, or one written only by the constructor, an initializer or access-controlled functions
 * (`token.transferFrom(...)` on the vault's own asset, an immutable router, a strategy the
 * governance added). Its code is part of the trusted setup, not an attacker's contract.
 */
function trustedTarget(ctx: SolidityContext, fn: FunctionInfo, call: AST.FunctionCall): boolean {
  const callee = calleeExpression(call);
  if (callee.type !== "MemberAccess") return false;
  let base = callee.expression as Node;
  // IERC20(token).transfer(...): look through the interface conversion.
  if (base.type === "FunctionCall") {
    const conv = base as unknown as AST.FunctionCall;
    const convCallee = calleeExpression(conv);
    if (convCallee.type !== "Identifier" || conv.arguments.length !== 1) return false;
    base = conv.arguments[0] as Node;
  }
  // strategies[i].harvest(): the collection is what was configured.
  while (base.type === "IndexAccess") base = base.base as Node;
  // authority(): a getter returning a state variable stands for that variable.
  const getter = base.type === "FunctionCall" ? returnedStateVariable(fn, base) : undefined;
  if (getter) base = getter;
  if (base.type !== "Identifier") return false;
  const name = base.name as string;
  if (fn.locals.has(name) && !getter) return false;
  const sv = fn.contract.stateVars.get(name);
  if (!sv) return false;
  if (sv.constant || sv.immutable) return true;
  const writers = fn.contract.functions.filter((f) =>
    stateWrites(ctx, f, f.node.body).some((w) => w.name === name),
  );
  return writers.length > 0 && writers.every((f) => trustedWriter(fn.contract.functions, f, 0));
}

/**
 * A function only the deployer or a privileged caller runs: the constructor, an initializer, an
 * access-controlled function, or a private helper every caller of which is one of those
 * (`_updateTimelock` run by the constructor and by `updateTimelock() onlyGovernance`).
 */
function trustedWriter(functions: FunctionInfo[], f: FunctionInfo, depth: number): boolean {
  if (f.kind === "constructor" || isInitializerName(f.name) || f.protected) return true;
  if (f.entry || f.kind !== "function" || depth > 3) return false;
  const callers = functions.filter((c) => c !== f && containsCall(c.node.body, f.name));
  return callers.length > 0 && callers.every((c) => trustedWriter(functions, c, depth + 1));
}

function containsCall(body: AST.BaseASTNode | null | undefined, name: string): boolean {
  let found = false;
  walk(body, (n) => {
    if (found) return false;
    if (n.type !== "FunctionCall") return;
    const callee = calleeExpression(n as unknown as AST.FunctionCall);
    if (callee.type === "Identifier" && callee.name === name) found = true;
  });
  return found;
}

/** `authority()` where the contract's `authority()` is `return _authority;`: that variable. */
function returnedStateVariable(fn: FunctionInfo, call: Node): Node | undefined {
  const c = call as unknown as AST.FunctionCall;
  const callee = calleeExpression(c);
  if (callee.type !== "Identifier" || c.arguments.length !== 0) return undefined;
  const getter = fn.contract.functions.find((f) => f.name === callee.name && f.kind === "function");
  const statements = (getter?.node.body?.statements ?? []) as Node[];
  if (statements.length !== 1 || statements[0].type !== "ReturnStatement") return undefined;
  const value = statements[0].expression as Node | undefined;
  return value?.type === "Identifier" && fn.contract.stateVars.has(value.name as string)
    ? value
    : undefined;
}
