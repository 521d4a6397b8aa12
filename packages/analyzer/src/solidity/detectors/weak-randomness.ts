import type { Node } from "../ast-helpers.ts";
import {
  containsNode,
  eachNodeInFunctions,
  isBlockData,
  isBuiltinMember,
  isCallTo,
  type Occurrence,
  solidityRule,
} from "../detector.ts";

export const weakRandomness = solidityRule(
  {
    id: "weak-randomness",
    title: "Weak randomness from block data",
    severity: "high",
    confidence: "medium",
    description:
      "Block timestamp, number, prevrandao/difficulty, coinbase and blockhash are known to (or chosen by) validators and to any contract in the same block, so values derived from them are predictable.",
    recommendation: "Use a verifiable randomness source (VRF) or a commit-reveal scheme.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    eachNodeInFunctions(ctx, (n, _fn, parents) => {
      const isHash = isCallTo(n, "keccak256", "sha3", "sha256");
      // `block.timestamp % 2**32` fits a value into a type; it picks nothing.
      const isModulo =
        n.type === "BinaryOperation" && n.operator === "%" && !truncation(n.right as Node);
      // uint256(blockhash(block.number - 1)): a block hash turned into a number (coin flips).
      const numericHash =
        isCallTo(n, "uint256", "uint", "uint128", "uint64") &&
        containsNode(
          n,
          (m) => isCallTo(m, "blockhash") || isBuiltinMember(m, "block", "blockhash"),
        );
      if (!isHash && !isModulo && !numericHash) return;
      if (!containsNode(n, isBlockData)) return;
      // Report the outermost expression only once.
      if (
        parents.some(
          (p) =>
            (isCallTo(p, "keccak256", "sha3", "sha256") ||
              (p.type === "BinaryOperation" && p.operator === "%")) &&
            containsNode(p, isBlockData),
        )
      ) {
        return;
      }
      out.push({
        node: n as Node,
        message: "A value derived from block data is used as a source of randomness.",
      });
    });
    return out;
  },
);

function truncation(modulus: Node): boolean {
  if (modulus.type === "BinaryOperation" && modulus.operator === "**") {
    const base = modulus.left as Node;
    const exponent = modulus.right as Node;
    return (
      base.type === "NumberLiteral" &&
      base.number === "2" &&
      exponent.type === "NumberLiteral" &&
      Number(exponent.number) >= 16
    );
  }
  return modulus.type === "NumberLiteral" && Number(modulus.number) >= 2 ** 16;
}
