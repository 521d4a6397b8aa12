import { type AST, lowLevelCallee, type Node, walk } from "../ast-helpers.ts";
import { type Occurrence, solidityRule, usesParam } from "../detector.ts";
import { allFunctions, externalCallKind } from "../solidity-context.ts";

export const controlledDelegatecall = solidityRule(
  {
    id: "controlled-delegatecall",
    title: "Delegatecall to a caller-controlled target",
    severity: "high",
    confidence: "medium",
    description:
      "delegatecall runs foreign code with this contract's storage and balance. When an unprotected function lets the caller choose the target, anyone can overwrite the owner or drain the contract.",
    recommendation:
      "Only delegatecall to trusted, fixed implementations, and restrict who can change them.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    for (const fn of allFunctions(ctx)) {
      if (!fn.entry || fn.protected) continue;
      walk(fn.node.body, (n) => {
        if (n.type !== "FunctionCall") return;
        const call = n as unknown as AST.FunctionCall;
        const kind = externalCallKind(ctx, fn, call);
        if (kind !== "delegatecall" && kind !== "callcode") return;
        const target = lowLevelCallee(call).expression as Node;
        if (usesParam(fn, target)) {
          out.push({
            node: n,
            message: `The delegatecall target comes from a parameter of ${fn.name}.`,
          });
        }
      });
    }
    return out;
  },
);
