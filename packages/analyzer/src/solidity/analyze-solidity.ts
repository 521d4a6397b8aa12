import { makeFinding, sortAndDedupe, summarise } from "../make-finding.ts";
import type { AnalysisResult, Diagnostic, Finding } from "../result-schema.ts";
import { analyzerVersion } from "../version.ts";
import { compileTypedAst } from "./compile-typed-ast.ts";
import { computeGasHints } from "./compute-gas-hints.ts";
import { computeSolidityMetrics } from "./compute-solidity-metrics.ts";
import { solidityDetectors } from "./detectors/index.ts";
import { parseSolidity } from "./parse-solidity.ts";
import { repairSoliditySource } from "./repair-solidity-source.ts";
import { buildSolidityContext, type SolidityContext } from "./solidity-context.ts";

export interface SolidityAnalysisOptions {
  /** Name used in locations (default "contract.sol"). */
  file?: string;
  /** Use the bundled compiler's typed AST when the file compiles (default true). */
  typedAst?: boolean;
  /** Run only these detector ids. */
  detectors?: string[];
  /** Injected clock for durationMs. */
  now?: () => number;
}

/** Analyses one Solidity source: findings, metrics and gas hints. Never throws on bad input. */
export function analyzeSolidity(
  source: string,
  options: SolidityAnalysisOptions = {},
): AnalysisResult {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const file = options.file ?? "contract.sol";
  const diagnostics: Diagnostic[] = [];
  let parsed = parseSolidity(source);
  // Truncated or partly broken files: analyse what still parses, at its original positions.
  let analysed = source;
  let repaired = false;
  if (parsed.tooDeep) {
    // The deep part is skipped by the repair below; say why first.
    const [e] = parsed.errors;
    diagnostics.push({
      level: "error",
      source: "parser",
      message: e.message,
      location: {
        file,
        startLine: e.line ?? 1,
        startColumn: e.column ?? 1,
        endLine: e.line ?? 1,
        endColumn: e.column ?? 1,
      },
    });
  }
  if (!parsed.ast) {
    const repair = repairSoliditySource(source);
    const reparsed = repair.notes.length > 0 ? parseSolidity(repair.source) : parsed;
    if (reparsed.ast) {
      diagnostics.push({
        level: "error",
        source: "parser",
        message:
          "Syntax error: the file does not parse as a whole; the parts reported below were skipped or completed and the rest was analysed.",
      });
      for (const note of repair.notes) {
        diagnostics.push({
          level: "warning",
          source: "parser",
          message: note.message,
          location: {
            file,
            startLine: note.startLine,
            startColumn: 1,
            endLine: note.endLine,
            endColumn: 1,
          },
        });
      }
      parsed = { ast: reparsed.ast, errors: reparsed.errors };
      analysed = repair.source;
      repaired = true;
    }
  }
  for (const e of parsed.tooDeep ? [] : parsed.errors) {
    diagnostics.push({
      level: parsed.ast ? "warning" : "error",
      source: "parser",
      message: parsed.ast ? `Syntax error (recovered): ${e.message}` : `Syntax error: ${e.message}`,
      location: e.line
        ? {
            file,
            startLine: e.line,
            startColumn: e.column ?? 1,
            endLine: e.line,
            endColumn: e.column ?? 1,
          }
        : undefined,
    });
  }
  if (!parsed.ast) {
    diagnostics.push({
      level: "error",
      source: "parser",
      message:
        "The file could not be parsed; only text-level checks ran. Fix the syntax errors for a full analysis.",
    });
  }
  const pre = buildSolidityContext(file, source, null, null);
  let typed = null;
  let typedReason: string | undefined = options.typedAst === false ? "disabled" : undefined;
  if (parsed.ast && options.typedAst !== false && parsed.errors.length === 0 && !repaired) {
    const compiled = compileTypedAst(file, source, pre.pragmaRanges);
    typed = compiled.typed;
    typedReason = compiled.reason;
    for (const e of compiled.errors.slice(0, 5)) {
      const pos = e.start !== undefined && e.start >= 0 ? pre.text.position(e.start) : undefined;
      diagnostics.push({
        level: "info",
        source: "compiler",
        message: e.message,
        location: pos
          ? {
              file,
              startLine: pos.line,
              startColumn: pos.column,
              endLine: pos.line,
              endColumn: pos.column,
            }
          : undefined,
      });
    }
  } else if (parsed.ast && !typedReason) {
    typedReason = "the file has syntax errors";
  }
  let ctx = pre;
  try {
    ctx = buildSolidityContext(file, analysed, parsed.ast, typed);
  } catch (error) {
    diagnostics.push({
      level: "error",
      source: "analyzer",
      message: `The syntax tree could not be analysed (${(error as Error).message}); only text-level checks ran.`,
    });
  }
  const findings: Finding[] = [];
  for (const detector of solidityDetectors) {
    if (options.detectors && !options.detectors.includes(detector.info.id)) continue;
    try {
      for (const occ of detector.detect(ctx)) {
        const location =
          occ.location ??
          (occ.node
            ? occ.header
              ? ctx.text.headerLocation(occ.node)
              : ctx.text.nodeLocation(occ.node)
            : undefined);
        if (!location) continue;
        const related = (occ.related ?? []).flatMap((r) => {
          const loc =
            r.location ??
            (r.node
              ? r.header
                ? ctx.text.headerLocation(r.node)
                : ctx.text.nodeLocation(r.node)
              : undefined);
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
  const sorted = sortAndDedupe(findings);
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
  return {
    schemaVersion: 1,
    tool: { name: "contract-analyzer", version: analyzerVersion },
    target: { language: "solidity", path: file, files: [file] },
    typedAst: typed
      ? { used: true, compiler: typed.compiler }
      : { used: false, reason: typedReason },
    diagnostics,
    findings: sorted,
    hints,
    metrics: safeMetrics(ctx, diagnostics),
    summary: summarise(sorted),
    durationMs: Math.max(0, Math.round((now() - started) * 100) / 100),
  };
}

function safeMetrics(ctx: SolidityContext, diagnostics: Diagnostic[]): AnalysisResult["metrics"] {
  try {
    return computeSolidityMetrics(ctx);
  } catch (error) {
    diagnostics.push({
      level: "warning",
      source: "analyzer",
      message: `Metrics failed: ${(error as Error).message}`,
    });
    return computeSolidityMetrics({ ...ctx, contracts: [] });
  }
}
