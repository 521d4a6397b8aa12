import { writeFileSync } from "node:fs";
import { AnalyzerInputError, analyzePaths } from "../analyze-path.ts";
import { listDetectors } from "../detector-catalog.ts";
import { formatJson } from "../format/format-json.ts";
import { formatMarkdown } from "../format/format-markdown.ts";
import { formatSarif } from "../format/format-sarif.ts";
import { formatText } from "../format/format-text.ts";
import type { AnalysisResult, Severity } from "../result-schema.ts";

const usage = `Usage:
  contract-analyzer <project-dir | file.sol…> [options]   a Solidity project, with its imports
  contract-analyzer <crate-dir> [--solidity original.sol] a CosmWasm crate (and its original's access control)
  contract-analyzer --list-detectors
Options: --format json|sarif|text|markdown, --out file, --fail-on high|medium|low|informational,
         --no-typed-ast, --allow-missing-imports (analyse anyway; each missing import is an error in the result)
Imports resolve as solc does with the project's remappings (remappings.txt, foundry.toml, lib/<name>),
then through node_modules; a directory means its sources (Foundry src, Hardhat contracts/, else every .sol).`;

const formatters: Record<string, (r: AnalysisResult) => string> = {
  json: formatJson,
  sarif: formatSarif,
  text: formatText,
  markdown: (r) => formatMarkdown(r),
};
const rank: Severity[] = ["informational", "low", "medium", "high"];

/** Runs the CLI; resolves to the exit code (0 ok, 1 findings at or above --fail-on or unparsable input, 2 usage). */
export async function main(argv: string[]): Promise<number> {
  let format = "text";
  let out: string | undefined;
  let failOn: Severity | undefined;
  let typedAst = true;
  let solidityPath: string | undefined;
  let allowMissingImports = false;
  const paths: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--help" || a === "-h") {
      console.log(usage);
      return 0;
    }
    if (a === "--list-detectors") {
      for (const d of listDetectors())
        console.log(
          `${d.id.padEnd(28)} ${d.language.padEnd(9)} ${d.severity.padEnd(13)} ${d.title}`,
        );
      return 0;
    }
    if (a === "--format" || a === "-f") format = argv[++i] ?? "";
    else if (a.startsWith("--format=")) format = a.slice(9);
    else if (a === "--out" || a === "-o") out = argv[++i];
    else if (a === "--fail-on") failOn = argv[++i] as Severity;
    else if (a === "--no-typed-ast") typedAst = false;
    else if (a === "--solidity") solidityPath = argv[++i];
    else if (a === "--allow-missing-imports") allowMissingImports = true;
    else if (a.startsWith("-")) {
      console.error(`Unknown option '${a}'.\n${usage}`);
      return 2;
    } else paths.push(a);
  }
  if (!formatters[format]) {
    console.error(`Unknown format '${format}' (expected json, sarif, text or markdown).`);
    return 2;
  }
  if (failOn && !rank.includes(failOn)) {
    console.error(`Unknown severity '${failOn}' for --fail-on.`);
    return 2;
  }
  if (paths.length === 0) {
    console.error(usage);
    return 2;
  }
  let result: AnalysisResult;
  try {
    result = analyzePaths(paths, { typedAst, solidityPath, allowMissingImports });
  } catch (error) {
    if (error instanceof AnalyzerInputError) {
      console.error(`contract-analyzer: ${error.message}`);
      return 2;
    }
    throw error;
  }
  const text = formatters[format](result);
  if (out) writeFileSync(out, text);
  else process.stdout.write(text);
  const parserProblems = result.diagnostics.filter((d) => d.source === "parser");
  for (const d of result.diagnostics.filter((d) => d.level === "error" || d.source === "parser")) {
    const where = d.location
      ? `${d.location.file}:${d.location.startLine}:${d.location.startColumn}: `
      : "";
    console.error(`contract-analyzer: ${where}${d.message}`);
  }
  // Invalid source (even when the tolerant parser recovered) is a failure.
  if (parserProblems.length > 0) return 1;
  if (failOn && result.findings.some((f) => rank.indexOf(f.severity) >= rank.indexOf(failOn)))
    return 1;
  return 0;
}
