import { type AST, calleeExpression, childrenOf, type Node, walk } from "../ast-helpers.ts";
import {
  containsNode,
  isBuiltinMember,
  isCallTo,
  type Occurrence,
  solidityRule,
  usesParam,
} from "../detector.ts";
import {
  allFunctions,
  type FunctionInfo,
  type SolidityContext,
  sourceOf,
  typeOf,
} from "../solidity-context.ts";
import { isBoolAsNumber } from "./unsafe-downcast.ts";

const arithmetic = new Set(["+", "-", "*", "**", "+=", "-=", "*="]);

export const integerOverflow = solidityRule(
  {
    id: "integer-overflow",
    title: "Integer overflow or underflow",
    severity: "high",
    confidence: "medium",
    description:
      "Before Solidity 0.8, and inside `unchecked` blocks, arithmetic wraps around silently: a balance can underflow to a huge number or a sum can overflow to a small one.",
    recommendation:
      "Compile with Solidity >= 0.8 (checked arithmetic) or use SafeMath; keep `unchecked` to operations proven not to overflow.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    for (const fn of allFunctions(ctx)) {
      if (fn.contract.kind === "library" || fn.mutability === "pure" || !fn.node.body) continue;
      walk(fn.node.body, (n, parents) => {
        if (n.type !== "BinaryOperation" || !arithmetic.has(n.operator as string)) return;
        const inUnchecked = parents.some(
          (p) => p.type === "UncheckedStatement" || (p.type === "Block" && p.unchecked === true),
        );
        // Before 0.8, values only the deployer or a privileged caller chooses are trusted input.
        if (!inUnchecked && (fn.kind === "constructor" || fn.protected)) return;
        // Before 0.8 a wrap needs a magnitude the caller chooses: a parameter, or a local computed
        // from one (a parameter used only as a key or index chooses no magnitude).
        if (!inUnchecked && !influencedByInput(ctx, fn, n)) return;
        if (cannotWrap(ctx, fn, n)) return;
        if (!ctx.pre08 && !inUnchecked) return;
        if (
          parents.some((p) => p.type === "BinaryOperation" && arithmetic.has(p.operator as string))
        )
          return;
        if (isLoopCounter(n, parents)) return;
        if (isConstantOperation(n)) return;
        if (!inUnchecked && !writesOrReturns(n, parents) && !checksCallerInput(fn, n, parents))
          return;
        if (conservedTransfer(ctx, fn, n, inUnchecked)) return;
        // ±1 counters are the canonical use of `unchecked` (ownership invariants bound them), and so
        // is a nonce moved by one (`nonce = stored + 1`).
        const right = n.right as Node;
        const one = (x: Node) => x.type === "NumberLiteral" && x.number === "1";
        if (
          inUnchecked &&
          ((one(right) && /^[+-]=$/.test(n.operator as string)) ||
            (n.operator === "+" && (one(right) || one(n.left as Node))))
        )
          return;
        if (hasOverflowCheck(ctx, fn, n, inUnchecked)) return;
        out.push({
          node: n,
          message: inUnchecked
            ? `Unchecked '${n.operator}' in ${fn.contract.name}.${fn.name} can wrap around.`
            : `'${n.operator}' in ${fn.contract.name}.${fn.name} can wrap around (pre-0.8 arithmetic without SafeMath).`,
          severity: inUnchecked ? "medium" : "high",
        });
      });
    }
    return out;
  },
);

function isLoopCounter(n: Node, parents: Node[]): boolean {
  const parent = parents[parents.length - 1];
  if (parent?.type === "ForStatement" && parent.loopExpression) return true;
  if (
    parent?.type === "ExpressionStatement" &&
    parents[parents.length - 2]?.type === "ForStatement"
  )
    return true;
  const right = n.right as Node;
  return (
    (n.operator === "+=" || n.operator === "-=") &&
    right.type === "NumberLiteral" &&
    right.number === "1" &&
    (n.left as Node).type === "Identifier" &&
    /^(i|j|k|n|idx|index|count|counter)$/.test((n.left as Node).name as string)
  );
}

function isConstantOperation(n: Node): boolean {
  let variable = false;
  walk(n, (m) => {
    if (
      m.type === "Identifier" ||
      m.type === "MemberAccess" ||
      m.type === "IndexAccess" ||
      m.type === "FunctionCall"
    )
      variable = true;
  });
  return !variable;
}

/**
 * Additions that cannot reach 2**256 in practice: ether amounts (all ether in existence is below
 * 2**128), a timestamp or block number plus a constant, and +1 on a 256-bit counter.
 */
function cannotWrap(ctx: SolidityContext, fn: FunctionInfo, n: Node): boolean {
  const left = unwrapParens(n.left as Node);
  const right = unwrapParens(n.right as Node);
  const ether = (x: Node) => etherSized(x, etherLocals(fn));
  if (n.operator === "-" || n.operator === "-=")
    return fractionOf(fn, left, right) || (n.operator === "-" && lengthAfterPush(ctx, fn, n));
  if (n.operator === "*")
    return ether(n) || isBoolAsNumber(ctx, fn, left) || isBoolAsNumber(ctx, fn, right);
  if (n.operator !== "+" && n.operator !== "+=") return false;
  if (ether(right) || (n.operator === "+" && ether(left))) return true;
  // A value below 2**128 added to a 256-bit total: wrapping takes 2**128 additions.
  const size = (x: Node) => integerBits(typeOf(ctx, fn, x));
  if (size(left) === 256 && (size(right) ?? 256) <= 128) return true;
  if (n.operator === "+" && size(right) === 256 && (size(left) ?? 256) <= 128) return true;
  if (
    (isBlockTime(left) && isConstantValue(ctx, fn, right)) ||
    (isBlockTime(right) && isConstantValue(ctx, fn, left))
  )
    return true;
  if (right.type === "NumberLiteral" && right.number === "1" && !right.subdenomination) {
    const type = typeOf(ctx, fn, left);
    return type === undefined || type === "uint256" || type === "uint" || type === "int256";
  }
  return false;
}

function integerBits(type: string | undefined): number | undefined {
  const m = /^u?int(\d*)$/.exec(type ?? "");
  return m ? (m[1] ? Number(m[1]) : 256) : undefined;
}

function unwrapParens(n: Node): Node {
  let cur = n;
  while (cur.type === "TupleExpression" && (cur.components as Node[]).length === 1)
    cur = (cur.components as Node[])[0];
  return cur;
}

/** msg.value or a balance (or a local holding one), possibly scaled down or by a small literal factor. */
function etherSized(n: Node, locals: Set<string>): boolean {
  const e = unwrapParens(n);
  if (isBuiltinMember(e, "msg", "value")) return true;
  if (e.type === "MemberAccess" && e.memberName === "balance") return true;
  if (e.type === "Identifier" && locals.has(e.name as string)) return true;
  if (e.type === "BinaryOperation" && /^[-/%]$/.test(e.operator as string))
    return etherSized(e.left as Node, locals);
  if (e.type === "BinaryOperation" && e.operator === "*") {
    const [a, b] = [unwrapParens(e.left as Node), unwrapParens(e.right as Node)];
    const small = (x: Node) =>
      x.type === "NumberLiteral" && !x.subdenomination && Number(x.number) <= 1_000_000;
    return (etherSized(a, locals) && small(b)) || (etherSized(b, locals) && small(a));
  }
  return false;
}

/** Locals declared as `uint v = msg.value` (or another ether-sized expression). */
function etherLocals(fn: FunctionInfo): Set<string> {
  const out = new Set<string>();
  for (const [name, init] of localInitialisers(fn)) if (etherSized(init, out)) out.add(name);
  return out;
}

function localInitialisers(fn: FunctionInfo): Array<[string, Node]> {
  const out: Array<[string, Node]> = [];
  walk(fn.node.body, (m) => {
    if (m.type !== "VariableDeclarationStatement") return;
    const v = (m.variables as Array<Node | null>)[0];
    if (v?.name && m.initialValue && (m.variables as unknown[]).length === 1)
      out.push([v.name as string, m.initialValue as Node]);
  });
  return out;
}

/** `arr.length - 1` after `arr.push(...)` in the same function: the array is not empty. */
function lengthAfterPush(ctx: SolidityContext, fn: FunctionInfo, n: Node): boolean {
  const left = unwrapParens(n.left as Node);
  const right = unwrapParens(n.right as Node);
  if (left.type !== "MemberAccess" || left.memberName !== "length") return false;
  if (right.type !== "NumberLiteral" || right.number !== "1") return false;
  const array = sourceOf(ctx, left.expression as Node);
  let pushed = false;
  walk(fn.node.body, (m) => {
    if (m.type !== "FunctionCall" || (m.range?.[0] ?? 0) > (n.range?.[0] ?? 0)) return;
    const callee = m.expression as Node;
    if (
      callee.type === "MemberAccess" &&
      callee.memberName === "push" &&
      sourceOf(ctx, callee.expression as Node) === array
    )
      pushed = true;
  });
  return pushed;
}

/**
 * `a - b` where the local b was computed as a part of a: `fee = a * bps / 10_000`, `b = a / 2`,
 * `excess = a - price`. The difference cannot go below zero unless b's own computation did.
 */
function fractionOf(fn: FunctionInfo, a: Node, b: Node): boolean {
  if (a.type !== "Identifier" || b.type !== "Identifier") return false;
  const init = localInitialisers(fn).find(([name]) => name === b.name)?.[1];
  if (!init) return false;
  const e = unwrapParens(init);
  const isA = (x: Node) => {
    const u = unwrapParens(x);
    return u.type === "Identifier" && u.name === a.name;
  };
  // `covered = min(a, v)`: at most a.
  if (isCallTo(e, "min")) return ((e.arguments as Node[]) ?? []).some(isA);
  if (e.type !== "BinaryOperation") return false;
  if (e.operator === "-") return isA(e.left as Node);
  if (e.operator !== "/") return false;
  const num = unwrapParens(e.left as Node);
  if (isA(num)) return true;
  return (
    num.type === "BinaryOperation" &&
    num.operator === "*" &&
    (isA(num.left as Node) || isA(num.right as Node))
  );
}

function isBlockTime(n: Node): boolean {
  const e = unwrapParens(n);
  return (
    isBuiltinMember(e, "block", "timestamp", "number") ||
    (e.type === "Identifier" && e.name === "now")
  );
}

function isConstantValue(ctx: SolidityContext, fn: FunctionInfo, n: Node): boolean {
  const e = unwrapParens(n);
  if (e.type === "NumberLiteral") return true;
  if (e.type === "Identifier") {
    const sv = fn.contract.stateVars.get(e.name as string);
    return !!sv && (sv.constant || sv.immutable);
  }
  if (e.type === "BinaryOperation" && /^[*+/]$/.test(e.operator as string))
    return isConstantValue(ctx, fn, e.left as Node) && isConstantValue(ctx, fn, e.right as Node);
  return false;
}

/**
 * `m[from] -= v; m[to] += v` where the subtraction is guarded: the amount only moves between
 * entries of one ledger, so the credit cannot exceed the total already held (and a supply
 * decreased by a guarded balance debit cannot underflow either).
 */
function conservedTransfer(
  ctx: SolidityContext,
  fn: FunctionInfo,
  n: Node,
  inUnchecked: boolean,
): boolean {
  if (n.operator !== "+=" && n.operator !== "-=") return false;
  const left = n.left as Node;
  const amount = sourceOf(ctx, n.right as Node).replace(/\s+/g, "");
  const ledger = left.type === "IndexAccess" ? sourceOf(ctx, left.base as Node) : undefined;
  let conserved = false;
  walk(fn.node.body, (m, parents) => {
    if (conserved || m === n || m.type !== "BinaryOperation" || m.operator !== "-=") return;
    const debited = m.left as Node;
    if (debited.type !== "IndexAccess") return;
    if (sourceOf(ctx, m.right as Node).replace(/\s+/g, "") !== amount) return;
    const sameLedger = sourceOf(ctx, debited.base as Node) === ledger;
    if (n.operator === "+=" ? !sameLedger : sameLedger) return;
    // The debit is safe when the compiler checks it (0.8+, outside unchecked) or a bound guards it.
    const debitUnchecked = parents.some(
      (p) => p.type === "UncheckedStatement" || (p.type === "Block" && p.unchecked === true),
    );
    if ((!ctx.pre08 && !debitUnchecked) || hasOverflowCheck(ctx, fn, m, inUnchecked))
      conserved = true;
  });
  return conserved;
}

/**
 * A product or sum of caller input inside a require/if comparison: `require(msg.value == count *
 * PRICE)` passes for a wrapped product (the token-sale bug).
 */
function checksCallerInput(fn: FunctionInfo, n: Node, parents: Node[]): boolean {
  if (n.operator !== "*" && n.operator !== "+") return false;
  if (!usesParam(fn, n)) return false;
  let i = parents.length - 1;
  while (i >= 0 && parents[i].type === "TupleExpression") i--;
  const comparison = parents[i];
  if (
    comparison?.type !== "BinaryOperation" ||
    !/^(==|!=|<|>|<=|>=)$/.test(comparison.operator as string)
  )
    return false;
  return parents
    .slice(0, i)
    .some((p) => isCallTo(p, "require", "assert") || p.type === "IfStatement");
}

function writesOrReturns(n: Node, parents: Node[]): boolean {
  if (/=$/.test(n.operator as string)) return true;
  // Look through divisions and parentheses: `return a * b / c` still returns the product.
  let i = parents.length - 1;
  while (
    i >= 0 &&
    ((parents[i].type === "BinaryOperation" && /^[/%]$/.test(parents[i].operator as string)) ||
      parents[i].type === "TupleExpression")
  )
    i--;
  const p = parents[i];
  if (!p) return false;
  return (
    (p.type === "BinaryOperation" && p.operator === "=") ||
    p.type === "VariableDeclarationStatement" ||
    p.type === "ReturnStatement"
  );
}

/** A require/assert/if in the function comparing the same operands (manual overflow check). */
/**
 * A manual bound on the operands. Before 0.8 both operands must appear in one comparison
 * (`require(a + b >= a)`); inside `unchecked` a comparison bounding the right operand
 * (`if (bal < amount) revert`) or the same operand used in checked arithmetic elsewhere in the
 * function (`totalSupply += amount; unchecked { balanceOf[to] += amount; }`) is the usual invariant.
 */
function hasOverflowCheck(
  ctx: SolidityContext,
  fn: FunctionInfo,
  n: Node,
  inUnchecked: boolean,
): boolean {
  const left = sourceOf(ctx, n.left as AST.BaseASTNode).replace(/\s+/g, "");
  const right = sourceOf(ctx, n.right as AST.BaseASTNode).replace(/\s+/g, "");
  const rightPattern = new RegExp(
    `(^|[^\\w.])${right.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\w(\\[])`,
  );
  if (subtractionGuarded(ctx, fn, n)) return true;
  let found = false;
  walk(fn.node.body, (m, parents) => {
    const cond = isCallTo(m, "require", "assert")
      ? (m.arguments as Node[])[0]
      : m.type === "IfStatement" || m.type === "WhileStatement"
        ? (m.condition as Node)
        : null;
    if (cond) {
      const text = sourceOf(ctx, cond).replace(/\s+/g, "");
      // One comparison must mention both operands (`p > 1 && q > 1` bounds neither product).
      walk(cond, (c) => {
        if (c.type !== "BinaryOperation" || !/^[<>]=?$/.test(c.operator as string)) return;
        const part = sourceOf(ctx, c).replace(/\s+/g, "");
        if (part.includes(left) && part.includes(right)) found = true;
      });
      if (boundsVariableOperand(ctx, fn, n, cond)) found = true;
      if (inUnchecked && /[<>]=?/.test(text) && rightPattern.test(text)) found = true;
    }
    if (
      inUnchecked &&
      m !== n &&
      m.type === "BinaryOperation" &&
      arithmetic.has(m.operator as string)
    ) {
      const checked = !parents.some(
        (p) => p.type === "UncheckedStatement" || (p.type === "Block" && p.unchecked === true),
      );
      // Only a checked operation of the same direction bounds it (a checked `+= amount` says
      // nothing about `n * amount`).
      const family = (op: string) => (/^[+]=?$/.test(op) ? "+" : /^-=?$/.test(op) ? "-" : op);
      if (
        checked &&
        family(m.operator as string) === family(n.operator as string) &&
        family(n.operator as string) !== "*" &&
        sourceOf(ctx, m.right as Node).replace(/\s+/g, "") === right
      )
        found = true;
    }
  });
  return found;
}

/**
 * `a - b` where a condition leaves only `a >= b`: the ternary it sits in (`v > 1 ? v - 2 : 0`), a
 * require (`require(w > 0)` before `w - 1`), or an early exit (`if (len < 52) return;` before
 * `len - 42`). Operands compare by text; literals by value.
 */
function subtractionGuarded(ctx: SolidityContext, fn: FunctionInfo, n: Node): boolean {
  if (n.operator !== "-" && n.operator !== "-=") return false;
  const text = (x: Node) => sourceOf(ctx, unwrapParens(x)).replace(/\s+/g, "");
  const a = text(n.left as Node);
  const b = unwrapParens(n.right as Node);
  const bText = text(b);
  const bValue = b.type === "NumberLiteral" ? Number(b.number) : undefined;
  // Whether `cond` (when it holds) implies a >= b.
  const implies = (cond: Node): boolean => {
    const c = unwrapParens(cond);
    if (c.type === "BinaryOperation" && c.operator === "&&")
      return implies(c.left as Node) || implies(c.right as Node);
    if (c.type !== "BinaryOperation" || !/^[<>]=?$/.test(c.operator as string)) return false;
    const op = c.operator as string;
    const [big, small] = op.startsWith(">")
      ? [c.left as Node, c.right as Node]
      : [c.right as Node, c.left as Node];
    if (text(big) !== a) return false;
    if (text(small) === bText) return true;
    const s = unwrapParens(small);
    if (bValue === undefined || s.type !== "NumberLiteral") return false;
    const bound = Number(s.number) + (op.endsWith("=") ? 0 : 1);
    return bound >= bValue;
  };
  const negate = (cond: Node): Node | undefined => {
    const c = unwrapParens(cond);
    if (c.type !== "BinaryOperation") return undefined;
    const flipped: Record<string, string> = { "<": ">=", "<=": ">", ">": "<=", ">=": "<" };
    const op = flipped[c.operator as string];
    return op ? { ...c, operator: op } : undefined;
  };
  let guarded = false;
  walk(fn.node.body, (m, parents) => {
    if (guarded) return false;
    if (m.type === "Conditional" && containsNode(m.trueExpression as Node, (x) => x === n))
      guarded = implies(m.condition as Node);
    if (isCallTo(m, "require", "assert") && (m.range?.[0] ?? 0) < (n.range?.[0] ?? 0))
      guarded ||= implies((m.arguments as Node[])[0]);
    if (
      m.type === "IfStatement" &&
      (m.range?.[1] ?? 0) < (n.range?.[0] ?? 0) &&
      // the exit must dominate the subtraction: the if sits in a block that encloses it
      containsNode(parents[parents.length - 1], (x) => x === n) &&
      !parents.some((p) => p.type === "ForStatement" || p.type === "WhileStatement") &&
      exits(m.trueBody as Node)
    ) {
      const opposite = negate(m.condition as Node);
      guarded ||= !!opposite && implies(opposite);
    }
  });
  return guarded;
}

function exits(body: Node | undefined): boolean {
  return reverts(body) || containsNode(body, (m) => m.type === "ReturnStatement");
}

/**
 * `require(count <= 1e6)` before `count * PRICE`: the one variable operand of a product or sum
 * with a constant is capped by a literal, so the result stays far below 2**256.
 */
function boundsVariableOperand(
  ctx: SolidityContext,
  fn: FunctionInfo,
  n: Node,
  cond: Node,
): boolean {
  if (!/^[*+]=?$/.test(n.operator as string)) return false;
  const left = unwrapParens(n.left as Node);
  const right = unwrapParens(n.right as Node);
  const variable = isConstantValue(ctx, fn, left)
    ? right
    : isConstantValue(ctx, fn, right)
      ? left
      : undefined;
  if (!variable) return false;
  const name = sourceOf(ctx, variable).replace(/\s+/g, "");
  let bounded = false;
  walk(cond, (m) => {
    if (m.type !== "BinaryOperation" || !/^(<|<=|>|>=)$/.test(m.operator as string)) return;
    const [a, b] = [unwrapParens(m.left as Node), unwrapParens(m.right as Node)];
    const upper = m.operator === "<" || m.operator === "<=" ? [a, b] : [b, a];
    if (
      sourceOf(ctx, upper[0]).replace(/\s+/g, "") === name &&
      upper[1].type === "NumberLiteral" &&
      Number(upper[1].number) < 2 ** 128
    )
      bounded = true;
  });
  return bounded;
}

const inputCache = new WeakMap<FunctionInfo, Set<string>>();

function influencedByInput(ctx: SolidityContext, fn: FunctionInfo, n: Node): boolean {
  let tainted = inputCache.get(fn);
  if (!tainted) {
    const params = callerChosenParams(ctx, fn, 0);
    for (const p of [...params]) if (cappedByStoredValue(fn, p)) params.delete(p);
    tainted = taintedLocals(fn, params);
    inputCache.set(fn, tainted);
  }
  return mentionsTainted(n, tainted);
}

/**
 * `require(points[msg.sender] >= amount)` or `if (deposits[msg.sender] < amount) throw`: the
 * parameter is at most a value the contract already holds, so it brings no magnitude of its own.
 */
function cappedByStoredValue(fn: FunctionInfo, param: string): boolean {
  const stored = (x: Node) =>
    !mentionsTainted(x, new Set(fn.params)) &&
    containsNode(x, (m) => {
      if (m.type !== "Identifier" || fn.locals.has(m.name as string)) return false;
      const sv = fn.contract.stateVars.get(m.name as string);
      return !!sv && !sv.constant;
    });
  const isParam = (x: Node) => x.type === "Identifier" && x.name === param;
  const caps = (cond: Node, required: boolean): boolean => {
    if (cond.type === "TupleExpression" && (cond.components as Node[]).length === 1)
      return caps((cond.components as Node[])[0], required);
    if (cond.type !== "BinaryOperation") return false;
    const op = cond.operator as string;
    if (op === (required ? "&&" : "||"))
      return caps(cond.left as Node, required) || caps(cond.right as Node, required);
    if (!/^[<>]=?$/.test(op)) return false;
    const upper = op.startsWith("<") === required;
    const [small, large] = upper
      ? [cond.left as Node, cond.right as Node]
      : [cond.right as Node, cond.left as Node];
    return isParam(small) && stored(large);
  };
  let capped = false;
  walk(fn.node.body, (m) => {
    if (capped) return false;
    if (isCallTo(m, "require", "assert")) {
      const arg = (m as unknown as AST.FunctionCall).arguments[0] as Node | undefined;
      if (arg && caps(arg, true)) capped = true;
    }
    if (m.type === "IfStatement" && reverts(m.trueBody as Node) && caps(m.condition as Node, false))
      capped = true;
  });
  return capped;
}

function reverts(body: Node | undefined): boolean {
  return containsNode(
    body,
    (m) => m.type === "RevertStatement" || m.type === "ThrowStatement" || isCallTo(m, "revert"),
  );
}

/**
 * Parameters whose value a caller chooses. Every parameter of an entry point; for an internal or
 * private function, those some call site fills with a value chosen by its own caller
 * (`addPayout(feePercent)` passes a stored fee, not input). Call sites in the constructor or in
 * access-controlled functions pass trusted input. Without any call site, all parameters count.
 */
function callerChosenParams(ctx: SolidityContext, fn: FunctionInfo, depth: number): Set<string> {
  if (fn.entry || fn.kind !== "function" || depth > 3) return new Set(fn.params);
  const sites: Array<{ caller: FunctionInfo; call: AST.FunctionCall }> = [];
  for (const caller of allFunctions(ctx, true)) {
    if (caller === fn) continue;
    walk(caller.node.body, (m) => {
      if (m.type !== "FunctionCall") return;
      const call = m as unknown as AST.FunctionCall;
      const callee = calleeExpression(call);
      if (callee.type === "Identifier" && callee.name === fn.name) sites.push({ caller, call });
    });
  }
  if (sites.length === 0) return new Set(fn.params);
  const chosen = new Set<string>();
  const declared = (fn.node.parameters ?? []).map((p) => p.name);
  for (const { caller, call } of sites) {
    if (caller.kind === "constructor" || caller.protected) continue;
    const tainted = taintedLocals(caller, callerChosenParams(ctx, caller, depth + 1));
    call.arguments.forEach((arg, i) => {
      const name = declared[i];
      if (name && mentionsTainted(arg as Node, tainted)) chosen.add(name);
    });
  }
  return chosen;
}

/** The given parameters plus the locals assigned from them, to a fixed point. */
function taintedLocals(fn: FunctionInfo, params: Set<string>): Set<string> {
  const tainted = new Set(params);
  for (let changed = true; changed; ) {
    changed = false;
    walk(fn.node.body, (m) => {
      let name: string | undefined;
      let value: Node | undefined;
      if (m.type === "VariableDeclarationStatement" && m.initialValue) {
        name = (m.variables as Array<Node | null>)[0]?.name as string | undefined;
        value = m.initialValue as Node;
      } else if (m.type === "BinaryOperation" && /^[-+*/]?=$/.test(m.operator as string)) {
        const left = m.left as Node;
        if (left.type === "Identifier" && fn.locals.has(left.name as string)) {
          name = left.name as string;
          value = m.right as Node;
        }
      }
      if (name && value && !tainted.has(name) && mentionsTainted(value, tainted)) {
        tainted.add(name);
        changed = true;
      }
    });
  }
  return tainted;
}

/** A tainted identifier outside index positions (`m[key]` and `a[i]` read a stored value). */
function mentionsTainted(n: Node, tainted: Set<string>): boolean {
  if (n.type === "Identifier") return tainted.has(n.name as string);
  if (n.type === "IndexAccess") return mentionsTainted(n.base as Node, tainted);
  let found = false;
  for (const child of childrenOf(n)) if (!found && mentionsTainted(child, tainted)) found = true;
  return found;
}
