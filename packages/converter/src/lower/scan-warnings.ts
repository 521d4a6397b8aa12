import { type AstNode, walk } from "../frontend/ast.ts";
import { classifyCall } from "./calls/classify-call.ts";
import type { ContractUnit } from "./contract-unit.ts";

/**
 * Flags patterns that translate but deserve a reviewer's eye (block-data randomness, queries of
 * views whose implementation is not in the file, transient storage).
 */
export function scanWarnings(unit: ContractUnit) {
  for (const c of unit.linearization) {
    for (const n of c.nodes as AstNode[]) {
      if (n.nodeType === "VariableDeclaration" && n.storageLocation === "transient")
        unit.diag(
          "SOL2CW-W008",
          "warning",
          n,
          `transient \`${n.name}\` is kept in contract storage: the EVM clears it at the end of the transaction, here it keeps its last value into the next call (reset it before the function returns)`,
        );
    }
    walk(c, (n) => {
      if (
        n.nodeType === "MemberAccess" &&
        n.expression?.nodeType === "Identifier" &&
        n.expression.name === "block" &&
        (n.memberName === "prevrandao" || n.memberName === "difficulty")
      )
        unit.diag(
          "SOL2CW-W002",
          "warning",
          n,
          `block.${n.memberName} has no CosmWasm counterpart: it becomes a hash of the block height and time, chain id, transaction index and contract address, which whoever proposes or predicts the block knows in advance; use a randomness beacon`,
        );
      if (
        n.nodeType === "MemberAccess" &&
        n.expression?.nodeType === "Identifier" &&
        n.expression.name === "block" &&
        n.memberName === "chainid"
      )
        unit.diag(
          "SOL2CW-W009",
          "warning",
          n,
          "block.chainid becomes the Keccak-256 of the CosmWasm chain id text as a number: constant on one chain and different between chains (as EIP-712 domains and replay checks need), but not the EVM's number, so signatures made for an EVM chain do not verify here",
        );
      if (n.nodeType !== "FunctionCall") return;
      unknownSenderQuery(unit, n);
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
          if (["timestamp", "number", "coinbase"].includes(x.memberName)) blockData = true;
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

/**
 * A query of another contract's view is sent without a `sender` field unless a contract of this
 * file implements that view and reads `msg.sender` there. With no implementation in the file the
 * callee's query shape is unknown: a callee converted from Solidity whose view reads `msg.sender`
 * takes a `sender` field and would reject the query, so the call is flagged.
 */
function unknownSenderQuery(unit: ContractUnit, call: AstNode) {
  const c = classifyCall(call, unit.nodes);
  if (c.kind !== "external" || c.isThis) return;
  const decl = c.fn;
  if (decl.stateMutability !== "view") return;
  if (unit.calleeImplementedInFile(decl)) return;
  const owner = unit.contractOf(decl)?.name ?? "the callee";
  unit.diag(
    "SOL2CW-W006",
    "warning",
    call,
    `${owner}.${decl.name}() is queried without a \`sender\` field: no contract in this file implements it, so whether it reads msg.sender is unknown. If the callee's ${decl.name} reads msg.sender (a contract converted from Solidity then takes a \`sender\` field and rejects this query), add \`sender: env.contract.address.to_string()\` to the query message: on the EVM its msg.sender is this contract`,
  );
}
