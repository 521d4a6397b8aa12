import { type Occurrence, solidityRule } from "../detector.ts";

export const floatingPragma = solidityRule(
  {
    id: "floating-pragma",
    title: "Floating compiler version",
    severity: "informational",
    confidence: "high",
    description:
      "A pragma such as ^0.8.0 or >=0.6.0 lets the contract be deployed with a compiler version it was not tested with.",
    recommendation:
      "Pin the compiler version used for testing and deployment (pragma solidity 0.8.24;).",
    category: "best-practice",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    const deployable = ctx.contracts.some((c) => c.kind === "contract");
    if (!deployable) return out;
    for (const p of ctx.pragmas) {
      if (/[\^~><*x|]/.test(p.value))
        out.push({ node: p, message: `pragma solidity ${p.value} is not pinned.` });
    }
    return out;
  },
);
