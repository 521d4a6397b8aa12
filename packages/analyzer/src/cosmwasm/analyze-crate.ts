import { makeFinding, sortAndDedupe, summarise } from "../make-finding.ts";
import type { AnalysisResult, Diagnostic, Finding } from "../result-schema.ts";
import { analyzerVersion } from "../version.ts";
import { computeCrateHints } from "./compute-crate-hints.ts";
import { computeCrateMetrics } from "./compute-crate-metrics.ts";
import { buildCrateContext } from "./crate-context.ts";
import { cosmwasmDetectors } from "./detectors/index.ts";
import type { CrateFile } from "./load-crate.ts";
import { restrictedFunctions } from "./restricted-functions.ts";

export interface CrateAnalysisOptions {
  /** Label for the crate (directory path or contract name). */
  name?: string;
  detectors?: string[];
  /** The Solidity the crate was converted from: its access-restricted functions must stay restricted. */
  solidity?: { source: string; file?: string };
  now?: () => number;
}

/** Analyses a generated CosmWasm crate given as files (Cargo.toml + src/*.rs). Never throws on bad input. */
export function analyzeCrate(
  files: CrateFile[],
  options: CrateAnalysisOptions = {},
): AnalysisResult {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const name = options.name ?? "crate";
  const diagnostics: Diagnostic[] = [];
  if (!files.some((f) => f.path === "Cargo.toml"))
    diagnostics.push({
      level: "warning",
      source: "input",
      message: "Cargo.toml is missing; build-profile and size checks were skipped.",
    });
  if (!files.some((f) => f.path.endsWith(".rs")))
    diagnostics.push({
      level: "error",
      source: "input",
      message: "No Rust sources (src/*.rs) were found in the crate.",
    });
  const ctx = buildCrateContext(
    name,
    files,
    options.solidity ? restrictedFunctions(options.solidity.source, options.solidity.file) : [],
  );
  const findings: Finding[] = [];
  for (const detector of cosmwasmDetectors) {
    if (options.detectors && !options.detectors.includes(detector.info.id)) continue;
    try {
      for (const occ of detector.detect(ctx))
        findings.push(
          makeFinding(detector.info, occ.location, occ.message, occ.related ?? [], occ),
        );
    } catch (error) {
      diagnostics.push({
        level: "warning",
        source: "analyzer",
        message: `Detector ${detector.info.id} failed: ${(error as Error).message}`,
      });
    }
  }
  const sorted = sortAndDedupe(findings);
  return {
    schemaVersion: 1,
    tool: { name: "contract-analyzer", version: analyzerVersion },
    target: { language: "cosmwasm", path: name, files: files.map((f) => f.path) },
    typedAst: { used: false, reason: "not applicable to Rust" },
    diagnostics,
    findings: sorted,
    hints: computeCrateHints(ctx),
    metrics: computeCrateMetrics(ctx),
    summary: summarise(sorted),
    durationMs: Math.max(0, Math.round((now() - started) * 100) / 100),
  };
}
