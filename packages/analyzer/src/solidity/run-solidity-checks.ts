import { makeFinding } from "../make-finding.ts";
import type { AnalysisResult, Diagnostic, Finding, Location } from "../result-schema.ts";
import type { AST } from "./ast-helpers.ts";
import { computeGasHints } from "./compute-gas-hints.ts";
import { computeSolidityMetrics } from "./compute-solidity-metrics.ts";
import { solidityDetectors } from "./detectors/index.ts";
import type { SolidityContext } from "./solidity-context.ts";

/**
 * Runs the detectors, gas hints and metrics on one file's context. A finding must start in this
 * file (a declaration inherited from another project file is reported by that file's analysis);
 * related locations may point anywhere in the project. A failing detector becomes a diagnostic.
 */
export function runSolidityChecks(
  ctx: SolidityContext,
  detectors: string[] | undefined,
  diagnostics: Diagnostic[],
): { findings: Finding[]; hints: AnalysisResult["hints"]; metrics: AnalysisResult["metrics"] } {
  const locate = (
    node: AST.BaseASTNode | undefined,
    header: boolean | undefined,
  ): Location | undefined => {
    if (!node) return undefined;
    const text = ctx.textOf(node);
    return header ? text.headerLocation(node) : text.nodeLocation(node);
  };
  const findings: Finding[] = [];
  for (const detector of solidityDetectors) {
    if (detectors && !detectors.includes(detector.info.id)) continue;
    try {
      for (const occ of detector.detect(ctx)) {
        if (occ.node && !occ.location && ctx.textOf(occ.node).file !== ctx.file) continue;
        const location = occ.location ?? locate(occ.node, occ.header);
        if (!location) continue;
        const related = (occ.related ?? []).flatMap((r) => {
          const loc = r.location ?? locate(r.node, r.header);
          return loc ? [{ ...loc, message: r.message }] : [];
        });
        findings.push(makeFinding(detector.info, location, occ.message, related, occ));
      }
    } catch (error) {
      diagnostics.push({
        level: "warning",
        source: "analyzer",
        message: `Detector ${detector.info.id} failed: ${(error as Error).message}`,
      });
    }
  }
  let hints: AnalysisResult["hints"] = [];
  try {
    hints = computeGasHints(ctx);
  } catch (error) {
    diagnostics.push({
      level: "warning",
      source: "analyzer",
      message: `Gas hints failed: ${(error as Error).message}`,
    });
  }
  let metrics: AnalysisResult["metrics"];
  try {
    metrics = computeSolidityMetrics(ctx);
  } catch (error) {
    diagnostics.push({
      level: "warning",
      source: "analyzer",
      message: `Metrics failed: ${(error as Error).message}`,
    });
    metrics = computeSolidityMetrics({ ...ctx, contracts: [] });
  }
  return { findings, hints, metrics };
}
