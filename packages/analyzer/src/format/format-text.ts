import type { AnalysisResult } from "../result-schema.ts";

/** Plain-text report for terminals: findings, diagnostics, hints and a metrics summary. */
export function formatText(result: AnalysisResult): string {
  const out: string[] = [];
  const s = result.summary;
  out.push(`${result.target.path} (${result.target.language})`);
  out.push(
    `${s.total} finding(s): ${s.high} high, ${s.medium} medium, ${s.low} low, ${s.informational} informational`,
  );
  for (const d of result.diagnostics) {
    const where = d.location
      ? `${d.location.file}:${d.location.startLine}:${d.location.startColumn}: `
      : "";
    out.push(`${d.level}: ${where}${d.message}`);
  }
  for (const f of result.findings) {
    const l = f.location;
    out.push("");
    out.push(
      `[${f.severity.toUpperCase()}] ${f.ruleId} (${f.confidence} confidence) ${l.file}:${l.startLine}:${l.startColumn}`,
    );
    out.push(`  ${f.message}`);
    if (l.snippet) out.push(`  > ${l.snippet}`);
    for (const r of f.related)
      out.push(`  related ${r.file}:${r.startLine}:${r.startColumn}: ${r.message}`);
    out.push(`  fix: ${f.recommendation}`);
  }
  if (result.hints.length) {
    out.push("");
    out.push(`${result.hints.length} optimisation hint(s):`);
    for (const h of result.hints)
      out.push(
        `  [${h.impact}] ${h.ruleId} ${h.location.file}:${h.location.startLine}: ${h.message}`,
      );
  }
  const m = result.metrics;
  out.push("");
  out.push(
    `metrics: ${m.lines.total} lines (${m.lines.code} code, ${m.lines.comment} comment), ${m.functions} functions, ${m.stateVariables} state variables, ${m.externalCalls} external calls, ${m.payableEntryPoints} payable entry points, max complexity ${m.maxComplexity}, inheritance depth ${m.maxInheritanceDepth}${m.estimatedWasmBytes ? `, estimated wasm ${Math.round(m.estimatedWasmBytes / 1024)} KiB` : ""}`,
  );
  return `${out.join("\n")}\n`;
}
