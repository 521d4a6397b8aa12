import type { TestRunDivergence, TestRunStep } from "@contract-platform/api";

export const DIVERGENCE_SYSTEM_PROMPT = `You review conversions of Solidity contracts to CosmWasm (Rust). A scenario ran on the original (an EVM) and on the conversion, and one step gave different results. Explain the difference to the developer who owns the conversion: what each side did, the cause in the code, and how to fix the Rust so it behaves like the Solidity (the Solidity is the reference).
Name the lines involved: solidity and rust give 1-based line ranges inside the files shown (rust.file is one of the Rust files shown); use null when a side's code is not involved. Be precise and brief.`;

const numbered = (content: string) =>
  content
    .split("\n")
    .map((line, i) => `${String(i + 1).padStart(4)}| ${line}`)
    .join("\n");

/** The question about one divergence: what differed, and the code on both sides. */
export function buildDivergencePrompt(input: {
  divergence: TestRunDivergence;
  step: TestRunStep | null;
  solidity: { file: string; content: string };
  rust: { path: string; content: string }[];
}): { prompt: string } {
  const { divergence, step } = input;
  const parts = [`Divergence in ${divergence.source}, at ${divergence.label}: ${divergence.diff}`];
  const evm = step?.evm ?? divergence.evm;
  const cosmwasm = step?.cosmwasm ?? divergence.cosmwasm;
  if (evm) parts.push(`EVM observed: ${JSON.stringify(evm)}`);
  if (cosmwasm) parts.push(`CosmWasm observed: ${JSON.stringify(cosmwasm)}`);
  if (divergence.counterexample) {
    parts.push(
      `The shortest call sequence that shows it: ${JSON.stringify(divergence.counterexample)}`,
    );
  }
  if (step?.source) {
    parts.push(`The step runs ${step.source.function}.`);
  }
  parts.push(
    `Solidity, ${input.solidity.file}:`,
    "```solidity",
    numbered(input.solidity.content),
    "```",
  );
  for (const file of input.rust) {
    parts.push(`Rust, ${file.path}:`, "```rust", numbered(file.content), "```");
  }
  return { prompt: parts.join("\n") };
}
