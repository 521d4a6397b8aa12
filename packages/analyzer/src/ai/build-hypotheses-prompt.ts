import type { DetectorInfo, Finding } from "../result-schema.ts";

export const HYPOTHESES_SYSTEM_PROMPT = [
  "You are a smart-contract security reviewer for Solidity and CosmWasm (Rust).",
  "A deterministic analyzer already reported the findings listed below. Propose up to 10 further",
  "possible issues it did not report, only where the code shown gives a concrete reason. Each",
  "names its function, the file and lines exactly as shown, a severity, a rationale, and the id of",
  "the listed detector that would confirm it (null when no listed detector covers it). They are",
  "shown to the user as unconfirmed hypotheses. Answer only with a JSON object with the key",
  "hypotheses (an array, empty when you see nothing more).",
].join(" ");

export interface HypothesisCode {
  solidity: { file: string; content: string } | null;
  /** The Rust files shown to the model (reviewedRustFiles). */
  rust: { path: string; content: string }[];
  findings: Finding[];
}

const numbered = (content: string) =>
  content
    .split("\n")
    .map((line, index) => `${String(index + 1).padStart(5)} | ${line}`)
    .join("\n");

/** The question for hypotheses: the code, the findings already reported and the detector ids. */
export function buildHypothesesPrompt(
  code: HypothesisCode,
  detectors: DetectorInfo[],
): { prompt: string; code: string } {
  const parts: string[] = [];
  if (code.solidity) {
    parts.push(`Solidity ${code.solidity.file}:`, numbered(code.solidity.content), "");
  }
  for (const file of code.rust) parts.push(`Rust ${file.path}:`, numbered(file.content), "");
  const shown = parts.join("\n");
  const languages = new Set([
    ...(code.solidity ? ["solidity"] : []),
    ...(code.rust.length > 0 ? ["cosmwasm"] : []),
  ]);
  const findings = code.findings.map(
    (f) => `- ${f.ruleId} at ${f.location.file}:${f.location.startLine}: ${f.title}`,
  );
  const prompt = [
    "Findings already reported:",
    ...(findings.length > 0 ? findings : ["(none)"]),
    "",
    "Detectors that can confirm a hypothesis (id: title):",
    ...detectors.filter((d) => languages.has(d.language)).map((d) => `- ${d.id}: ${d.title}`),
    "",
    "Code (line numbers on the left):",
    shown,
  ].join("\n");
  return { prompt, code: shown };
}
