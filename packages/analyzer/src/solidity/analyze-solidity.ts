import { sortAndDedupe, summarise } from "../make-finding.ts";
import type { AnalysisResult, Diagnostic } from "../result-schema.ts";
import { analyzerVersion } from "../version.ts";
import { compileTypedAst } from "./compile-typed-ast.ts";
import { prepareSoliditySource } from "./prepare-solidity-source.ts";
import { runSolidityChecks } from "./run-solidity-checks.ts";
import { buildSolidityContext } from "./solidity-context.ts";
import { syntaxTreeOnlyNote } from "./syntax-tree-only-note.ts";

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
  const prepared = prepareSoliditySource(file, source);
  const diagnostics: Diagnostic[] = [...prepared.diagnostics];
  const pre = buildSolidityContext(file, source, null, null);
  let typed = null;
  let typedReason: string | undefined = options.typedAst === false ? "disabled" : undefined;
  if (prepared.ast && options.typedAst !== false && !prepared.broken) {
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
  } else if (prepared.ast && !typedReason) {
    typedReason = "the file has syntax errors";
  }
  const note = syntaxTreeOnlyNote(pre.pragmaRanges, file);
  if (note && prepared.ast) diagnostics.push(note);
  let ctx = pre;
  try {
    ctx = buildSolidityContext(file, prepared.analysed, prepared.ast, typed);
  } catch (error) {
    diagnostics.push({
      level: "error",
      source: "analyzer",
      message: `The syntax tree could not be analysed (${(error as Error).message}); only text-level checks ran.`,
    });
  }
  const checked = runSolidityChecks(ctx, options.detectors, diagnostics);
  const findings = sortAndDedupe(checked.findings);
  return {
    schemaVersion: 1,
    tool: { name: "contract-analyzer", version: analyzerVersion },
    target: { language: "solidity", path: file, files: [file] },
    typedAst: typed
      ? { used: true, compiler: typed.compiler }
      : { used: false, reason: typedReason },
    diagnostics,
    findings,
    hints: checked.hints,
    metrics: checked.metrics,
    summary: summarise(findings),
    durationMs: Math.max(0, Math.round((now() - started) * 100) / 100),
  };
}
