import type { FunctionPair } from "@contract-platform/api";
import { excerpt } from "./build-finding-prompt.ts";

export const FUNCTION_PAIR_SYSTEM_PROMPT = [
  "You review Solidity contracts converted to CosmWasm (Rust).",
  "You get one Solidity function and the Rust code that implements it, with line numbers.",
  "Explain what the Solidity does and what the Rust does in plain language, then list every",
  "behavioural difference a reviewer must check (access control, funds, arithmetic and overflow,",
  "state writes, events, errors and reverts, time units, addresses, external calls), each with a",
  "severity and the Solidity and Rust lines it concerns, using the line numbers and file names",
  "exactly as shown. Answer only with a JSON object with the keys solidity, rust and differences.",
].join(" ");

/** The code of one pair, as the model sees it: Solidity then each Rust counterpart, numbered. */
export function buildFunctionPairPrompt(
  pair: FunctionPair,
  solidity: { file: string; content: string } | null,
  crate: { path: string; content: string }[],
): { prompt: string; code: string } {
  const parts: string[] = [];
  if (pair.solidity && solidity) {
    parts.push(
      `Solidity ${pair.solidity.file} lines ${pair.solidity.startLine}-${pair.solidity.endLine}:`,
      excerpt(solidity.content, pair.solidity.startLine, pair.solidity.endLine, 0),
    );
  }
  for (const rust of pair.rust) {
    const content = crate.find((f) => f.path === rust.file)?.content ?? "";
    parts.push(
      "",
      `Rust ${rust.file} lines ${rust.startLine}-${rust.endLine} (${rust.role}: ${rust.label}):`,
      excerpt(content, rust.startLine, rust.endLine, 0),
    );
  }
  const code = parts.join("\n");
  const prompt = [
    `Solidity function: ${pair.id} (${pair.kind})`,
    `CosmWasm message: ${pair.message ?? "none (internal code)"}`,
    "",
    code,
  ].join("\n");
  return { prompt, code };
}
