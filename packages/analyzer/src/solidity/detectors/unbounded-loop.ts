import { type AST, baseIdentifier, calleeExpression, type Node, walk } from "../ast-helpers.ts";
import { type Occurrence, solidityRule } from "../detector.ts";
import { allFunctions } from "../solidity-context.ts";

export const unboundedLoop = solidityRule(
  {
    id: "unbounded-loop",
    title: "Loop over a storage array that anyone can grow",
    severity: "medium",
    confidence: "medium",
    description:
      "The loop runs over the whole length of a dynamic storage array that a public function appends to. Once the array is large enough the function exceeds the block gas limit and can never run again.",
    recommendation:
      "Bound the work per call (pagination with start/limit), or restructure with mappings so no call iterates over everything.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    for (const contract of ctx.contracts) {
      const grown = new Set<string>();
      for (const fn of contract.functions) {
        if (!fn.entry || fn.protected) continue;
        walk(fn.node.body, (n) => {
          if (n.type !== "FunctionCall") return;
          const callee = calleeExpression(n as unknown as AST.FunctionCall);
          if (callee.type === "MemberAccess" && callee.memberName === "push") {
            const name = baseIdentifier(callee.expression as Node);
            if (name && contract.stateVars.has(name)) grown.add(name);
          }
        });
      }
      for (const fn of allFunctions(ctx).filter((f) => f.contract === contract && f.mutating)) {
        walk(fn.node.body, (n) => {
          if (n.type !== "ForStatement" && n.type !== "WhileStatement") return;
          let array: string | undefined;
          walk((n.conditionExpression ?? n.condition) as Node, (m) => {
            if (m.type === "MemberAccess" && m.memberName === "length") {
              const name = baseIdentifier(m.expression as Node);
              const sv = name ? contract.stateVars.get(name) : undefined;
              if (name && sv && /\[\]$/.test(sv.type) && !fn.locals.has(name) && grown.has(name))
                array = name;
            }
          });
          if (array) {
            out.push({
              node: n,
              header: true,
              message: `The loop iterates over all of ${array}, which any caller can grow.`,
            });
          }
        });
      }
    }
    return out;
  },
);
