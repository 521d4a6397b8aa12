import {
  type AST,
  calleeExpression,
  calleeName,
  callOptions,
  type Node,
  walk,
} from "../ast-helpers.ts";
import { containsNode, isCallTo, type Occurrence, solidityRule } from "../detector.ts";
import { externalCallKind, type FunctionInfo, type SolidityContext } from "../solidity-context.ts";

export const lockedEther = solidityRule(
  {
    id: "locked-ether",
    title: "Contract can receive ether but never send it",
    severity: "medium",
    confidence: "high",
    description:
      "The contract has payable entry points but no code path that sends ether out (transfer, send, call with value, selfdestruct), so received ether is locked forever.",
    recommendation:
      "Add a protected withdrawal function, or remove payable where ether is not expected.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    const byName = new Map(ctx.contracts.map((c) => [c.name, c]));
    for (const c of ctx.contracts) {
      if (c.kind !== "contract") continue;
      const payable = c.functions.filter(
        (f) => f.payable && f.kind !== "constructor" && !alwaysReverts(f.node.body),
      );
      if (payable.length === 0) continue;
      const family = [c];
      const queue = [...c.bases];
      while (queue.length) {
        const b = byName.get(queue.shift() ?? "");
        if (b && !family.includes(b)) {
          family.push(b);
          queue.push(...b.bases);
        }
      }
      if (c.bases.some((b) => !byName.has(b))) continue; // an imported base may withdraw
      let sends = false;
      // Library functions that send ether (`Address.sendValue`), reached by name or via `using`.
      const sendingLibraryFunctions = new Set(
        ctx.contracts
          .filter((l) => l.kind === "library")
          .flatMap((l) => l.functions)
          .filter((f) => containsNode(f.node.body, (m) => sendsValue(ctx, f, m)))
          .map((f) => f.name),
      );
      for (const member of family) {
        for (const fn of member.functions) {
          walk(fn.node.body, (n) => {
            if (n.type === "FunctionCall") {
              const callee = calleeExpression(n as unknown as AST.FunctionCall);
              if (
                callee.type === "MemberAccess" &&
                sendingLibraryFunctions.has(callee.memberName as string)
              )
                sends = true;
            }
            if (n.type === "AssemblyBlock" || n.type === "InlineAssemblyStatement") sends = true;
            if (n.type !== "FunctionCall") return;
            if (isCallTo(n, "selfdestruct", "suicide")) sends = true;
            const kind = externalCallKind(ctx, fn, n as unknown as AST.FunctionCall);
            if (
              kind === "transfer" ||
              kind === "send" ||
              kind === "delegatecall" ||
              kind === "callcode"
            )
              sends = true;
            if (
              kind === "low-level-call" &&
              callOptions(n as unknown as AST.FunctionCall).has("value")
            )
              sends = true;
            // calls with {value: ...}, including `new Child{value: ...}(...)`
            if (callOptions(n as unknown as AST.FunctionCall).has("value")) sends = true;
          });
        }
      }
      if (sends) continue;
      out.push({
        node: c.node,
        header: true,
        message: `${c.name} accepts ether but has no way to send it out.`,
        related: payable.map((f) => ({
          node: f.node,
          header: true,
          message: "payable entry point",
        })),
      });
    }
    return out;
  },
);

/** `function () payable { revert(); }`: the first statement refuses every call, ether included. */
function alwaysReverts(body: AST.Block | null | undefined): boolean {
  const first = body?.statements?.[0] as Node | undefined;
  if (!first) return false;
  if (first.type === "RevertStatement" || first.type === "ThrowStatement") return true;
  if (first.type !== "ExpressionStatement") return false;
  const expr = first.expression as Node | null;
  if (expr?.type !== "FunctionCall") return false;
  const call = expr as unknown as AST.FunctionCall;
  const name = calleeName(call);
  if (name === "revert") return true;
  const arg = call.arguments[0] as Node | undefined;
  return (
    (name === "require" || name === "assert") &&
    arg?.type === "BooleanLiteral" &&
    arg.value === false
  );
}

function sendsValue(ctx: SolidityContext, fn: FunctionInfo, n: Node): boolean {
  if (n.type !== "FunctionCall") return false;
  const call = n as unknown as AST.FunctionCall;
  const kind = externalCallKind(ctx, fn, call);
  return kind === "transfer" || kind === "send" || callOptions(call).has("value");
}
