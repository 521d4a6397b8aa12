import { walk } from "../frontend/ast.ts";
import type { ContractUnit } from "./contract-unit.ts";

/** Flags patterns that translate but deserve a reviewer's eye (block-data randomness). */
export function scanWarnings(unit: ContractUnit) {
  for (const c of unit.linearization) {
    walk(c, (n) => {
      if (n.nodeType !== "FunctionCall") return;
      const callee = n.expression;
      if (
        callee?.nodeType !== "Identifier" ||
        callee.name !== "keccak256" ||
        callee.referencedDeclaration >= 0
      )
        return;
      let blockData = false;
      walk(n, (x) => {
        if (
          x.nodeType === "MemberAccess" &&
          x.expression?.nodeType === "Identifier" &&
          x.expression.name === "block"
        ) {
          if (
            ["timestamp", "number", "prevrandao", "difficulty", "coinbase"].includes(x.memberName)
          )
            blockData = true;
        }
      });
      if (blockData) {
        unit.diag(
          "SOL2CW-W002",
          "warning",
          n,
          "randomness derived from block data is predictable (on the EVM and on CosmWasm alike); use a randomness beacon",
        );
      }
    });
  }
}
