import { type Node, walk } from "../ast-helpers.ts";
import {
  eachNodeInFunctions,
  isBuiltinMember,
  type Occurrence,
  solidityRule,
} from "../detector.ts";

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
      (n) => {
        if (n.type !== "BinaryOperation" || !/^(==|!=|<|>|<=|>=)$/.test(n.operator as string))
          return;
        if (!readsTimestamp(n.left as Node) && !readsTimestamp(n.right as Node)) return;
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
