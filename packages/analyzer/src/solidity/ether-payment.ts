import { type AST, callOptions, lowLevelCallee, type Node, walk } from "./ast-helpers.ts";
import { containsNode, isCallTo } from "./detector.ts";
import { externalCallKind, type FunctionInfo, type SolidityContext } from "./solidity-context.ts";

export interface EtherPayment {
  call: Node;
  kind: "transfer" | "send" | "call";
  recipient: Node;
  amount: Node | undefined;
}

/** `to.transfer(v)`, `to.send(v)`, `to.call{value: v}(..)` / `to.call.value(v)(..)`: who is paid what. */
export function etherPayment(
  ctx: SolidityContext,
  fn: FunctionInfo,
  n: Node,
): EtherPayment | undefined {
  if (n.type !== "FunctionCall") return undefined;
  const call = n as unknown as AST.FunctionCall;
  const kind = externalCallKind(ctx, fn, call);
  const recipient = lowLevelCallee(call).expression as Node | undefined;
  if (!recipient) return undefined;
  if (kind === "transfer" || kind === "send")
    return { call: n, kind, recipient, amount: call.arguments[0] as unknown as Node };
  if (kind === "low-level-call") {
    const value = callOptions(call).get("value");
    if (value) return { call: n, kind: "call", recipient, amount: value };
  }
  return undefined;
}

/**
 * Whether a failed payment reverts the whole transaction: `transfer`, a send or call inside
 * `require`/`assert`, or whose flag is required, or refused with `if (!ok) revert()`.
 */
export function paymentRevertsOnFailure(
  fn: FunctionInfo,
  payment: EtherPayment,
  parents: Node[],
): boolean {
  if (payment.kind === "transfer") return true;
  if (parents.some((p) => isCallTo(p, "require", "assert"))) return true;
  const ifParent = [...parents].reverse().find((p) => p.type === "IfStatement");
  if (ifParent && containsNode(ifParent.condition as Node, (m) => m === payment.call))
    return containsNode(ifParent.trueBody as Node, abort);
  const parent = parents[parents.length - 1];
  let flag: string | undefined;
  if (parent?.type === "VariableDeclarationStatement") {
    const first = (parent.variables as Array<Node | null>)[0];
    flag = first?.name as string | undefined;
  } else if (parent?.type === "BinaryOperation" && parent.operator === "=") {
    const left = parent.left as Node;
    const target =
      left.type === "TupleExpression" ? (left.components as Array<Node | null>)[0] : left;
    if (target?.type === "Identifier") flag = target.name as string;
  }
  if (!flag) return false;
  const readsFlag = (m: Node) => m.type === "Identifier" && m.name === flag;
  let reverts = false;
  walk(fn.node.body, (m) => {
    if (reverts) return false;
    if (isCallTo(m, "require", "assert") && containsNode(m, readsFlag)) reverts = true;
    if (m.type === "IfStatement" && containsNode(m.condition as Node, readsFlag))
      reverts = containsNode(m.trueBody as Node, abort);
  });
  return reverts;
}

function abort(m: Node): boolean {
  return m.type === "ThrowStatement" || m.type === "RevertStatement" || isCallTo(m, "revert");
}
