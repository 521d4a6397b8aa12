import { type Node, walk } from "../ast-helpers.ts";
import {
  eachNodeInFunctions,
  isCallTo,
  type Occurrence,
  solidityRule,
  unwrapConversions,
} from "../detector.ts";
import type { FunctionInfo } from "../solidity-context.ts";

function readsBalance(n: Node): boolean {
  let found = false;
  walk(n, (m) => {
    if (m.type === "MemberAccess" && m.memberName === "balance") found = true;
    if (isCallTo(m, "balanceOf")) found = true;
  });
  return found;
}

export const strictBalanceEquality = solidityRule(
  {
    id: "strict-balance-equality",
    title: "Strict equality on a balance",
    severity: "medium",
    confidence: "high",
    description:
      "Anyone can change a contract's balance (selfdestruct, coinbase rewards, direct token transfers), so == / != checks on a balance can be broken at will and lock the logic.",
    recommendation:
      "Use >= or <= comparisons, or track deposits in an internal accounting variable.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    eachNodeInFunctions(ctx, (n, fn) => {
      if (n.type !== "BinaryOperation" || (n.operator !== "==" && n.operator !== "!=")) return;
      // `balanceOf(this) == before + fee` with `before` read in the same call compares two
      // readings of one transaction (a flash-loan repayment check): outsiders cannot move both.
      if (comparesWithSnapshot(fn, n)) return;
      // `nft.balanceOf(who) == 0`: whether someone holds any is a fact about them, not a lock.
      if (holdsNone(n)) return;
      if (readsBalance(n.left as Node) || readsBalance(n.right as Node)) {
        out.push({ node: n, message: `A balance is compared with '${n.operator}'.` });
      }
    });
    return out;
  },
);

function comparesWithSnapshot(fn: FunctionInfo, n: Node): boolean {
  const snapshots = new Set<string>();
  walk(fn.node.body, (m) => {
    if (m.type !== "VariableDeclarationStatement" || !m.initialValue) return;
    const v = (m.variables as Array<Node | null>)[0];
    if (v?.name && readsBalance(m.initialValue as Node)) snapshots.add(v.name as string);
  });
  if (snapshots.size === 0) return false;
  const side = (x: Node) => {
    let found = false;
    walk(x, (m) => {
      if (m.type === "Identifier" && snapshots.has(m.name as string)) found = true;
    });
    return found;
  };
  const [l, r] = [n.left as Node, n.right as Node];
  return (readsBalance(l) && side(r)) || (readsBalance(r) && side(l));
}

/** `x.balanceOf(account) == 0` or `account.balance == 0` for an account other than this contract. */
function holdsNone(n: Node): boolean {
  const zero = (x: Node) => x.type === "NumberLiteral" && Number(x.number) === 0;
  const [l, r] = [n.left as Node, n.right as Node];
  const side = zero(r) ? l : zero(l) ? r : undefined;
  if (!side) return false;
  let account: Node | undefined;
  if (isCallTo(side, "balanceOf")) account = ((side.arguments as Node[]) ?? [])[0];
  else if (side.type === "MemberAccess" && side.memberName === "balance")
    account = side.expression as Node;
  const target = unwrapConversions(account);
  return !!target && !(target.type === "Identifier" && target.name === "this");
}
