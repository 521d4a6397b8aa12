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
        if (readsTimestamp(n.left as Node) || readsTimestamp(n.right as Node)) {
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
