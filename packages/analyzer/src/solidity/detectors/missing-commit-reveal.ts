import { type AST, baseIdentifier, calleeName, type Node, walk } from "../ast-helpers.ts";
import {
  containsNode,
  isCallTo,
  isMsgSender,
  type Occurrence,
  solidityRule,
  unwrapConversions,
} from "../detector.ts";
import { etherPayment } from "../ether-payment.ts";
import {
  allFunctions,
  type FunctionInfo,
  type SolidityContext,
  stateWrites,
} from "../solidity-context.ts";

export const missingCommitReveal = solidityRule(
  {
    id: "missing-commit-reveal",
    title: "Front-running: answer or move sent in plain text",
    severity: "medium",
    confidence: "medium",
    description:
      "The caller wins by sending a value in clear: the answer to a puzzle or hash, or a move in a two-player game that the other player's move is compared with. Pending transactions are public, so anyone can copy the answer into their own transaction with a higher gas price, and the second player can choose a move after reading the first one's.",
    recommendation:
      "Use commit-reveal: first store keccak256(abi.encodePacked(msg.sender, answer, salt)) per sender, then, after the commit phase has closed, accept the answer and salt only if they hash to that sender's commitment.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    for (const fn of allFunctions(ctx)) {
      if (!fn.entry || !fn.mutating || fn.protected || !fn.node.body) continue;
      if (checksCommitment(fn)) continue;
      const answer = answerCheck(ctx, fn);
      if (answer) {
        out.push({
          node: answer.check,
          message: `${fn.contract.name}.${fn.name} rewards the caller when ${answer.param} matches ${answer.stored}, and ${answer.param} travels in clear: whoever sees the pending transaction can send the same answer with more gas and be paid first.`,
        });
        continue;
      }
      const move = visibleMove(ctx, fn);
      if (move) {
        out.push({
          node: move.store,
          message: `${fn.contract.name}.${fn.name} stores the caller's ${move.param} in ${move.stored} in clear, and ${move.decider} decides who is paid by comparing the stored moves: the next player reads it (from the mempool or storage) and picks the move that wins.`,
          related: [{ node: move.decision, message: "the stored moves decide the payout here" }],
        });
      }
    }
    return out;
  },
);

/** The function compares a hash bound to the caller with that caller's stored commitment. */
function checksCommitment(fn: FunctionInfo): boolean {
  const callerEntry = callerEntryLocals(fn);
  const readsCallerEntry = (side: Node) =>
    containsNode(
      side,
      (m) =>
        (m.type === "IndexAccess" &&
          isMsgSender(unwrapConversions(m.index as Node)) &&
          isStored(fn, m)) ||
        (m.type === "Identifier" && callerEntry.has(m.name as string)),
    );
  return containsNode(fn.node.body, (n) => {
    if (n.type !== "BinaryOperation" || n.operator !== "==") return false;
    return [n.left as Node, n.right as Node].some(
      (side) =>
        (!isHash(side) && readsCallerEntry(side)) ||
        (isHash(side) && containsNode(side, (m) => isMsgSender(m))),
    );
  });
}

/** `Bet memory bet = bets[msg.sender];`: locals holding the caller's own stored entry. */
function callerEntryLocals(fn: FunctionInfo): Set<string> {
  const out = new Set<string>();
  walk(fn.node.body, (n) => {
    if (n.type !== "VariableDeclarationStatement" || !n.initialValue) return;
    const vars = (n.variables as Array<Node | null>) ?? [];
    const init = n.initialValue as Node;
    if (
      vars.length === 1 &&
      vars[0]?.name &&
      init.type === "IndexAccess" &&
      isMsgSender(unwrapConversions(init.index as Node)) &&
      isStored(fn, init)
    )
      out.add(vars[0].name as string);
  });
  return out;
}

/** `Campaign storage c = campaigns[id];`: locals pointing at stored entries. */
function storagePointers(fn: FunctionInfo): Set<string> {
  const out = new Set<string>();
  walk(fn.node.body, (n) => {
    if (n.type !== "VariableDeclarationStatement" || !n.initialValue) return;
    const vars = (n.variables as Array<Node | null>) ?? [];
    if (
      vars.length === 1 &&
      vars[0]?.storageLocation === "storage" &&
      isStored(fn, n.initialValue as Node)
    )
      out.add(vars[0].name as string);
  });
  return out;
}

function isHash(n: Node): boolean {
  return isCallTo(n, "keccak256", "sha3", "sha256", "ripemd160");
}

function isStored(fn: FunctionInfo, n: Node): boolean {
  const name = baseIdentifier(n);
  return !!name && !fn.locals.has(name) && fn.contract.stateVars.has(name);
}

function valueParams(fn: FunctionInfo): string[] {
  return fn.params.filter((p) => {
    const type = fn.locals.get(p) ?? "";
    return !/^address|^bytes32$/.test(type);
  });
}

/**
 * `require(keccak256(answer) == answerHash)` / `if (p * q == target)` followed by paying the
 * caller or making the caller the winner.
 */
function answerCheck(
  ctx: SolidityContext,
  fn: FunctionInfo,
): { check: Node; param: string; stored: string } | undefined {
  const params = valueParams(fn);
  if (params.length === 0) return undefined;
  const pointers = storagePointers(fn);
  let found: { check: Node; param: string; stored: string } | undefined;
  walk(fn.node.body, (n, parents) => {
    if (found) return false;
    if (n.type !== "BinaryOperation" || n.operator !== "==") return;
    const sides = [n.left as Node, n.right as Node];
    // The answer itself, its hash or arithmetic on it (`p * q`); a signer recovered from a
    // signature or any other call result is an identity check, not an answer.
    const param = sides
      .filter((s) => answerShape(s))
      .flatMap((s) => identifiersIn(s))
      .find((name) => params.includes(name));
    // A stored secret: `answerHash`, or a field of a stored entry (`c.codeHash` through a pointer).
    const storedSide = sides.find((s) => {
      if (containsNode(s, (m) => m.type === "Identifier" && params.includes(m.name as string)))
        return false;
      if (s.type === "Identifier") return isStored(fn, s);
      const base = baseIdentifier(s);
      return s.type === "MemberAccess" && !!base && (isStored(fn, s) || pointers.has(base));
    });
    if (!param || !storedSide) return;
    const holder = [...parents]
      .reverse()
      .find((p) => p.type === "IfStatement" || isCallTo(p, "require", "assert"));
    if (!holder) return;
    const rewarded =
      holder.type === "IfStatement"
        ? rewardsCaller(ctx, fn, holder.trueBody as Node)
        : rewardsCallerAfter(ctx, fn, holder);
    if (!rewarded) return;
    const statement = [...parents].reverse().find((p) => /Statement$/.test(p.type)) ?? holder;
    found = { check: statement, param, stored: sourceName(storedSide) };
  });
  return found;
}

function answerShape(n: Node): boolean {
  if (n.type === "Identifier" || n.type === "NumberLiteral") return true;
  if (n.type === "TupleExpression")
    return (n.components as Node[]).every((c) => !c || answerShape(c));
  if (n.type === "BinaryOperation")
    return answerShape(n.left as Node) && answerShape(n.right as Node);
  if (isHash(n)) return true;
  return false;
}

function sourceName(n: Node): string {
  if (n.type === "Identifier") return n.name as string;
  if (n.type === "MemberAccess") return `${sourceName(n.expression as Node)}.${n.memberName}`;
  return baseIdentifier(n) ?? "a stored value";
}

function identifiersIn(n: Node): string[] {
  const out: string[] = [];
  walk(n, (m) => {
    if (m.type === "Identifier") out.push(m.name as string);
  });
  return out;
}

/** Pays the caller, or records the caller as the winner. */
function rewardsCaller(ctx: SolidityContext, fn: FunctionInfo, root: Node | undefined): boolean {
  return containsNode(root, (m) => {
    const payment = etherPayment(ctx, fn, m);
    if (payment && isMsgSender(unwrapConversions(payment.recipient))) return true;
    if (m.type === "FunctionCall") {
      const name = calleeName(m as unknown as AST.FunctionCall);
      const args = m.arguments as Node[];
      if (
        (name === "transfer" || name === "safeTransfer" || name === "_mint" || name === "mint") &&
        args.length >= 2 &&
        isMsgSender(args[0])
      )
        return true;
    }
    return (
      m.type === "BinaryOperation" &&
      m.operator === "=" &&
      isMsgSender(unwrapConversions(m.right as Node)) &&
      stateWrites(ctx, fn, m).length > 0
    );
  });
}

function rewardsCallerAfter(ctx: SolidityContext, fn: FunctionInfo, check: Node): boolean {
  const end = check.range?.[1] ?? 0;
  const statements = ((fn.node.body as AST.Block).statements ?? []) as unknown as Node[];
  return statements.some((s) => (s.range?.[0] ?? 0) > end && rewardsCaller(ctx, fn, s));
}

/**
 * A payable entry that stores a plain move of the caller (`entries[i] = Entry(msg.sender, pick)`,
 * `players.push(Player(msg.sender, number))`), and a condition elsewhere that compares stored
 * moves (`==`, `%`) to choose whom to pay.
 */
function visibleMove(
  ctx: SolidityContext,
  fn: FunctionInfo,
): { store: Node; param: string; stored: string; decision: Node; decider: string } | undefined {
  if (!fn.payable) return undefined;
  const params = valueParams(fn);
  if (params.length === 0) return undefined;
  for (const w of stateWrites(ctx, fn, fn.node.body)) {
    const written =
      w.node.type === "BinaryOperation"
        ? (w.node.right as Node)
        : (w.node.arguments as Node[])?.[0];
    // The move is filed under the caller: stored next to msg.sender, or keyed by it.
    const target = w.node.type === "BinaryOperation" ? (w.node.left as Node) : undefined;
    const keyedByCaller =
      target?.type === "IndexAccess" && isMsgSender(unwrapConversions(target.index as Node));
    if (!written || (!keyedByCaller && !containsNode(written, (m) => isMsgSender(m)))) continue;
    const param = identifiersIn(written).find((name) => params.includes(name));
    if (!param) continue;
    for (const g of allFunctions(ctx).filter((f) => f.contract === fn.contract)) {
      const decision = comparingDecision(ctx, g, w.name);
      if (decision) return { store: w.node, param, stored: w.name, decision, decider: `${g.name}` };
    }
  }
  return undefined;
}

function comparingDecision(
  ctx: SolidityContext,
  g: FunctionInfo,
  stored: string,
): Node | undefined {
  // `uint n = players[0].number + players[1].number; if (n % 2 == 0)`: locals computed from the
  // moves, with the number of stored reads each stands for.
  const reads = new Map<string, number>();
  const readsIn = (n: Node) =>
    identifiersIn(n).reduce((sum, name) => sum + (name === stored ? 1 : (reads.get(name) ?? 0)), 0);
  walk(g.node.body, (n) => {
    if (n.type !== "VariableDeclarationStatement" || !n.initialValue) return;
    const vars = (n.variables as Array<Node | null>) ?? [];
    const count = readsIn(n.initialValue as Node);
    if (vars.length === 1 && vars[0]?.name && count > 0) reads.set(vars[0].name as string, count);
  });
  let found: Node | undefined;
  walk(g.node.body, (n) => {
    if (found) return false;
    const cond =
      n.type === "IfStatement" || n.type === "Conditional" ? (n.condition as Node) : undefined;
    if (!cond) return;
    // Two moves set against each other (`a.pick == b.pick`, `(a + b) % 2`); one stored value
    // compared with a constant or an address is no game between players.
    const compares = containsNode(
      cond,
      (m) =>
        m.type === "BinaryOperation" &&
        (m.operator === "==" || m.operator === "%") &&
        readsIn(m) >= 2,
    );
    if (!compares) return;
    const pays = containsNode(g.node.body, (m) => !!etherPayment(ctx, g, m));
    if (pays) found = n;
  });
  return found;
}
