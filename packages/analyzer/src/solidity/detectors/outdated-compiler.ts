import { type Occurrence, solidityRule } from "../detector.ts";

export const outdatedCompiler = solidityRule(
  {
    id: "outdated-compiler",
    title: "Outdated compiler version",
    severity: "informational",
    confidence: "high",
    description:
      "The pragma only allows compilers older than 0.8, which lack checked arithmetic and carry known, fixed compiler bugs.",
    recommendation: "Upgrade to a recent 0.8.x compiler.",
    category: "best-practice",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    if (!ctx.pre08) return out;
    for (const p of ctx.pragmas)
      out.push({
        node: p,
        message: `pragma solidity ${p.value} only allows compilers older than 0.8.`,
      });
    return out;
  },
);
