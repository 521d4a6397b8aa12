import { type AST, calleeName, walk } from "../ast-helpers.ts";
import { isCallTo, type Occurrence, solidityRule } from "../detector.ts";
import { allFunctions } from "../solidity-context.ts";

export const unprotectedSelfdestruct = solidityRule(
  {
    id: "unprotected-selfdestruct",
    title: "Unprotected selfdestruct",
    severity: "high",
    confidence: "high",
    description:
      "Anyone can reach selfdestruct through a public function without access control and destroy the contract (or, after Cancun, drain its ether).",
    recommendation: "Remove selfdestruct, or restrict the function to a trusted role (onlyOwner).",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    const fns = allFunctions(ctx);
    for (const fn of fns) {
      walk(fn.node.body, (n) => {
        if (!isCallTo(n, "selfdestruct", "suicide")) return;
        if (fn.entry && !fn.protected) {
          out.push({
            node: n,
            message: `${fn.contract.name}.${fn.name} can be called by anyone and destroys the contract.`,
          });
          return;
        }
        if (fn.entry) return;
        // One level of internal calls: an unprotected entry point that calls this function.
        for (const caller of fns) {
          if (!caller.entry || caller.protected || caller.contract !== fn.contract) continue;
          let calls = false;
          walk(caller.node.body, (m) => {
            if (
              m.type === "FunctionCall" &&
              calleeName(m as unknown as AST.FunctionCall) === fn.name
            )
              calls = true;
          });
          if (calls) {
            out.push({
              node: n,
              message: `${caller.contract.name}.${caller.name} can be called by anyone and reaches selfdestruct through ${fn.name}.`,
              related: [{ node: caller.node, header: true, message: "unprotected entry point" }],
            });
            break;
          }
        }
      });
    }
    return out;
  },
);
