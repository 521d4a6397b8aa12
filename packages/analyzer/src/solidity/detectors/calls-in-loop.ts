import { type AST, lowLevelCallee, type Node } from "../ast-helpers.ts";
import {
  eachNodeInFunctions,
  insideLoop,
  type Occurrence,
  solidityRule,
  unwrapConversions,
} from "../detector.ts";
import { externalCallKind } from "../solidity-context.ts";

export const callsInLoop = solidityRule(
  {
    id: "calls-in-loop",
    title: "External call inside a loop",
    severity: "medium",
    confidence: "medium",
    description:
      "One failing or gas-hungry recipient makes the whole loop revert (denial of service), and the gas cost grows with the number of iterations.",
    recommendation:
      "Favour pull over push: record what each party is owed and let them withdraw individually.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    eachNodeInFunctions(ctx, (n, fn, parents) => {
      if (n.type !== "FunctionCall") return;
      // Entry points that change state, and the internal helpers they run.
      const readOnly =
        fn.mutability === "view" || fn.mutability === "pure" || fn.mutability === "constant";
      if (!fn.mutating && (fn.entry || readOnly || fn.kind === "constructor")) return;
      const kind = externalCallKind(ctx, fn, n as unknown as AST.FunctionCall);
      if (!kind || kind === "staticcall") return;
      // address(this).delegatecall(...) in a multicall runs this contract's own code.
      const target = unwrapConversions(
        lowLevelCallee(n as unknown as AST.FunctionCall).expression as Node,
      );
      if (target?.type === "Identifier" && target.name === "this") return;
      if (insideLoop(parents, fn.node.body))
        out.push({
          node: n,
          message: `External ${kind} inside a loop in ${fn.contract.name}.${fn.name}.`,
        });
    });
    return out;
  },
);
