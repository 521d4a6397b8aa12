import type { Finding } from "../result-schema.ts";

export const FINDING_SYSTEM_PROMPT = [
  "You are a smart-contract security reviewer for Solidity and CosmWasm (Rust).",
  "A deterministic analyzer reported the finding below. Explain it in plain language, describe a",
  "concrete exploit scenario, suggest a fix, and triage it: 'true-positive' when the code really",
  "has the issue, 'false-positive' when it does not, 'uncertain' otherwise, with a confidence",
  "from 0 to 1. Answer only with a JSON object with the keys explanation, exploitScenario,",
  "suggestedFix, verdict and confidence.",
].join(" ");

/** Source lines around a location, numbered, with the located lines marked by '>'. */
export function excerpt(source: string, startLine: number, endLine: number, context = 12): string {
  const lines = source.split("\n");
  const from = Math.max(1, startLine - context);
  const to = Math.min(lines.length, endLine + context);
  const out: string[] = [];
  for (let line = from; line <= to; line++) {
    const mark = line >= startLine && line <= endLine ? ">" : " ";
    out.push(`${mark}${String(line).padStart(5)} | ${lines[line - 1]}`);
  }
  return out.join("\n");
}

/** The user prompt for one finding: what was reported and the code around it. */
export function buildFindingPrompt(
  finding: Finding,
  source: string,
): { prompt: string; code: string } {
  const code = excerpt(source, finding.location.startLine, finding.location.endLine);
  const prompt = [
    `Finding: ${finding.title} (${finding.ruleId})`,
    `Language: ${finding.language}`,
    `Severity: ${finding.severity}; detector confidence: ${finding.confidence}`,
    `Message: ${finding.message}`,
    `Rule description: ${finding.description}`,
    `Detector recommendation: ${finding.recommendation}`,
    `Location: ${finding.location.file}:${finding.location.startLine}`,
    ...finding.related.map((r) => `Related: ${r.file}:${r.startLine} ${r.message}`),
    "",
    "Code (reported lines marked with '>'):",
    code,
  ].join("\n");
  return { prompt, code };
}
