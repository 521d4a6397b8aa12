import {
  parseSolidityImports,
  resolveImportPath,
  type SolidityRemapping,
} from "@contract-platform/api";
import { sortAndDedupe, summarise } from "../make-finding.ts";
import type { AnalysisResult, Diagnostic, Finding, Metrics } from "../result-schema.ts";
import { analyzerVersion } from "../version.ts";
import { SourceText } from "./ast-helpers.ts";
import { compileProjectTypedAst } from "./compile-typed-ast.ts";
import { prepareSoliditySource } from "./prepare-solidity-source.ts";
import { runSolidityChecks } from "./run-solidity-checks.ts";
import { buildSolidityContext, indexSolidityProject } from "./solidity-context.ts";
import { syntaxTreeOnlyNote } from "./syntax-tree-only-note.ts";

export interface SolidityProjectOptions {
  /** Name of the project in the result (default: the first analysed file). */
  name?: string;
  /**
   * Unit names of the files to report on (default: every file). The others are read for what the
   * reported ones use from them (base contracts, modifiers, types) but get no findings of their own.
   */
  analyse?: string[];
  /** Remappings the unit names were resolved with (passed on to the compiler). */
  remappings?: SolidityRemapping[];
  /** Use the bundled compiler's typed AST when the project compiles (default true). */
  typedAst?: boolean;
  detectors?: string[];
  now?: () => number;
}

/**
 * Analyses a Solidity project: every file under its source unit name (the path imports resolve to),
 * compiled together so types cross files, each analysed with its base contracts and types from the
 * others. An import that no given file answers is an error diagnostic. Never throws on bad input.
 */
export function analyzeSolidityProject(
  files: ReadonlyArray<{ path: string; content: string }>,
  options: SolidityProjectOptions = {},
): AnalysisResult {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const reported = options.analyse ?? files.map((f) => f.path);
  const diagnostics: Diagnostic[] = [];
  const known = new Set(files.map((f) => f.path));
  for (const f of files) {
    if (!reported.includes(f.path)) continue;
    for (const directive of parseSolidityImports(f.content)) {
      const unit = resolveImportPath(f.path, directive.path, options.remappings);
      if (known.has(unit)) continue;
      diagnostics.push({
        level: "error",
        source: "input",
        message: `import "${directive.path}" not found${unit !== directive.path ? ` (resolved to ${unit})` : ""}; what this file uses from it was not analysed`,
        location: {
          file: f.path,
          startLine: directive.line,
          startColumn: directive.column,
          endLine: directive.line,
          endColumn: directive.column,
        },
      });
    }
  }
  const prepared = files.map((f) => prepareSoliditySource(f.path, f.content));
  for (const p of prepared) if (reported.includes(p.file)) diagnostics.push(...p.diagnostics);
  const texts = prepared.map((p) => new SourceText(p.file, p.analysed));
  const project = indexSolidityProject(prepared.map((p, i) => ({ text: texts[i], ast: p.ast })));
  const pragmas = prepared.map((p) => buildSolidityContext(p.file, p.source, null, null));

  let typed: Map<string, import("./compile-typed-ast.ts").TypedInfo> | null = null;
  let typedReason: string | undefined;
  const broken = prepared.find((p) => !p.ast || p.broken);
  if (options.typedAst === false) typedReason = "disabled";
  else if (broken) typedReason = `${broken.file} has syntax errors`;
  else {
    const compiled = compileProjectTypedAst(
      prepared.map((p, i) => ({
        path: p.file,
        source: p.source,
        pragmaRanges: pragmas[i].pragmaRanges,
      })),
      (options.remappings ?? []).map(
        (r) => `${r.context ? `${r.context}:` : ""}${r.prefix}=${r.target}`,
      ),
    );
    typed = compiled.typed;
    typedReason = compiled.reason;
    for (const e of compiled.errors.slice(0, 5)) {
      const i = prepared.findIndex((p) => p.file === e.file);
      const pos = i >= 0 && e.start !== undefined ? pragmas[i].text.position(e.start) : undefined;
      diagnostics.push({
        level: "info",
        source: "compiler",
        message: e.message,
        location:
          pos && e.file
            ? {
                file: e.file,
                startLine: pos.line,
                startColumn: pos.column,
                endLine: pos.line,
                endColumn: pos.column,
              }
            : undefined,
      });
    }
  }

  const findings: Finding[] = [];
  const hints: AnalysisResult["hints"] = [];
  const metrics: Metrics[] = [];
  prepared.forEach((p, i) => {
    if (!reported.includes(p.file)) return;
    const note = syntaxTreeOnlyNote(pragmas[i].pragmaRanges, p.file);
    if (note && p.ast) diagnostics.push(note);
    let ctx = pragmas[i];
    try {
      ctx = buildSolidityContext(p.file, p.analysed, p.ast, typed?.get(p.file) ?? null, project);
    } catch (error) {
      diagnostics.push({
        level: "error",
        source: "analyzer",
        message: `${p.file}: the syntax tree could not be analysed (${(error as Error).message}); only text-level checks ran.`,
      });
    }
    const checked = runSolidityChecks(ctx, options.detectors, diagnostics);
    findings.push(...checked.findings);
    hints.push(...checked.hints);
    metrics.push(checked.metrics);
  });
  const sorted = sortAndDedupe(findings);
  const firstTyped = typed ? [...typed.values()][0] : undefined;
  return {
    schemaVersion: 1,
    tool: { name: "contract-analyzer", version: analyzerVersion },
    target: {
      language: "solidity",
      path: options.name ?? reported[0] ?? "project",
      files: reported,
    },
    typedAst: firstTyped
      ? { used: true, compiler: firstTyped.compiler }
      : { used: false, reason: typedReason ?? "no source compiled" },
    diagnostics,
    findings: sorted,
    hints,
    metrics: mergeMetrics(metrics),
    summary: summarise(sorted),
    durationMs: Math.max(0, Math.round((now() - started) * 100) / 100),
  };
}

/** Sums per-file metrics; averages and maxima are taken over every function of the project. */
export function mergeMetrics(all: Metrics[]): Metrics {
  const perFunction = all.flatMap((m) => m.perFunction);
  const complexities = perFunction.map((f) => f.cyclomaticComplexity);
  const sum = (pick: (m: Metrics) => number) => all.reduce((n, m) => n + pick(m), 0);
  return {
    files: all.length,
    lines: {
      total: sum((m) => m.lines.total),
      code: sum((m) => m.lines.code),
      comment: sum((m) => m.lines.comment),
      blank: sum((m) => m.lines.blank),
    },
    contracts: sum((m) => m.contracts),
    functions: sum((m) => m.functions),
    stateVariables: sum((m) => m.stateVariables),
    externalCalls: sum((m) => m.externalCalls),
    payableEntryPoints: sum((m) => m.payableEntryPoints),
    maxInheritanceDepth: Math.max(0, ...all.map((m) => m.maxInheritanceDepth)),
    averageComplexity: complexities.length
      ? Math.round((complexities.reduce((a, b) => a + b, 0) / complexities.length) * 100) / 100
      : 0,
    maxComplexity: Math.max(0, ...complexities),
    perFunction,
  };
}
