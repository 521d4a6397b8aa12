import { baseIdentifier, type Node, walk } from "../ast-helpers.ts";
import {
  eachNodeInFunctions,
  isBuiltinMember,
  type Occurrence,
  solidityRule,
} from "../detector.ts";
import {
  type FunctionInfo,
  isStateVariable,
  type SolidityContext,
  stateWrites,
} from "../solidity-context.ts";

function readsTimestamp(n: Node): boolean {
  let found = false;
  walk(n, (m) => {
    if (isBuiltinMember(m, "block", "timestamp") || (m.type === "Identifier" && m.name === "now"))
      found = true;
  });
  return found;
}

const unitSeconds: Record<string, number> = {
  seconds: 1,
  minutes: 60,
  hours: 3600,
  days: 86_400,
  weeks: 604_800,
  years: 31_536_000,
};

/** Validators can move the timestamp by up to about 15 seconds per block; windows below 15 minutes are gameable. */
const shortWindowSeconds = 900;

function usesModulo(n: Node): boolean {
  let found = false;
  walk(n, (m) => {
    if (m.type === "BinaryOperation" && m.operator === "%" && readsTimestamp(m)) found = true;
  });
  return found;
}

function shortWindow(n: Node): boolean {
  let found = false;
  walk(n, (m) => {
    if (m.type !== "NumberLiteral") return;
    const value = Number(m.number) * (unitSeconds[(m.subdenomination as string) ?? "seconds"] ?? 1);
    if (value > 0 && value < shortWindowSeconds) found = true;
  });
  return found;
}

export const timestampDependence = solidityRule(
  {
    id: "timestamp-dependence",
    title: "Decision depends on block.timestamp",
    severity: "low",
    confidence: "medium",
    description:
      "Validators can shift block.timestamp by several seconds. Strict equality on time or short windows can be gamed; long deadlines are usually fine.",
    recommendation:
      "Avoid equality on timestamps and windows shorter than a few minutes; prefer >= / <= against deadlines.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    eachNodeInFunctions(
      ctx,
      (n, fn) => {
        if (n.type !== "BinaryOperation" || !/^(==|!=|<|>|<=|>=)$/.test(n.operator as string))
          return;
        if (!readsTimestamp(n.left as Node) && !readsTimestamp(n.right as Node)) return;
        if (sameBlockGuard(ctx, fn, n)) return;
        // A deadline compared with < / <= / > / >= is fine unless the window is short enough for a
        // validator's drift to matter, or the timestamp is reduced modulo something.
        const strict = n.operator === "==" || n.operator === "!=";
        if (strict || usesModulo(n) || shortWindow(n)) {
          out.push({
            node: n,
            message: `block.timestamp is compared with '${n.operator}'.`,
            severity: n.operator === "==" || n.operator === "!=" ? "medium" : "low",
          });
        }
      },
      true,
    );
    return out;
  },
);

function isTimestamp(n: Node): boolean {
  return isBuiltinMember(n, "block", "timestamp") || (n.type === "Identifier" && n.name === "now");
}

/**
 * `require(block.timestamp != lastBet)` where `lastBet` only ever stores block.timestamp: a
 * once-per-block guard, which no validator drift turns into a different decision.
 */
function sameBlockGuard(ctx: SolidityContext, fn: FunctionInfo, n: Node): boolean {
  if (n.operator !== "==" && n.operator !== "!=") return false;
  const [l, r] = [n.left as Node, n.right as Node];
  const other = isTimestamp(l) ? r : isTimestamp(r) ? l : undefined;
  const name = baseIdentifier(other);
  if (!other || !name || !isStateVariable(ctx, fn, other, name)) return false;
  const writes = fn.contract.functions.flatMap((f) =>
    stateWrites(ctx, f, f.node.body).filter((w) => w.name === name),
  );
  return (
    writes.length > 0 &&
    writes.every(
      (w) =>
        w.node.type === "BinaryOperation" &&
        w.node.operator === "=" &&
        isTimestamp(w.node.right as Node),
    )
  );
}
