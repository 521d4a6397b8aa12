import type { AnalysisResult, Severity } from "../result-schema.ts";

const order: Severity[] = ["high", "medium", "low", "informational"];

function cell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\n/g, " ");
}

/** Markdown report (for export from the app): summary, findings by severity, hints, metrics. */
export function formatMarkdown(
  result: AnalysisResult,
  title = `Security analysis: ${result.target.path}`,
): string {
  const out: string[] = [`# ${title}`, ""];
  const s = result.summary;
  out.push(
    `Language: ${result.target.language} · Tool: ${result.tool.name} ${result.tool.version}${result.typedAst.used ? ` · Typed AST: ${result.typedAst.compiler}` : ""}`,
    "",
  );
  out.push("| Severity | Findings |", "|---|---|");
  for (const sev of order) out.push(`| ${sev} | ${s[sev]} |`);
  out.push(`| **total** | **${s.total}** |`, "");
  if (result.diagnostics.length) {
    out.push("## Diagnostics", "");
    for (const d of result.diagnostics)
      out.push(
        `- **${d.level}** (${d.source})${d.location ? ` line ${d.location.startLine}` : ""}: ${d.message}`,
      );
    out.push("");
  }
  out.push("## Findings", "");
  if (result.findings.length === 0) out.push("No findings.", "");
  for (const sev of order) {
    const group = result.findings.filter((f) => f.severity === sev);
    if (group.length === 0) continue;
    out.push(`### ${sev[0].toUpperCase()}${sev.slice(1)} (${group.length})`, "");
    for (const f of group) {
      const l = f.location;
      out.push(`#### ${f.title} — \`${l.file}:${l.startLine}\``, "");
      out.push(`- Rule: \`${f.ruleId}\` · Confidence: ${f.confidence} · Category: ${f.category}`);
      out.push(`- ${f.message}`);
      if (l.snippet) out.push("", "```", l.snippet, "```");
      for (const r of f.related) out.push(`- Related \`${r.file}:${r.startLine}\`: ${r.message}`);
      out.push("", f.description, "", `**Recommendation:** ${f.recommendation}`, "");
    }
  }
  if (result.hints.length) {
    out.push(
      "## Optimisation hints",
      "",
      "| Impact | Hint | Location | Detail |",
      "|---|---|---|---|",
    );
    for (const h of result.hints)
      out.push(
        `| ${h.impact} | ${cell(h.title)} | \`${h.location.file}:${h.location.startLine}\` | ${cell(h.message)} ${cell(h.recommendation)} |`,
      );
    out.push("");
  }
  const m = result.metrics;
  out.push("## Metrics", "", "| Metric | Value |", "|---|---|");
  out.push(
    `| Lines (total / code / comment) | ${m.lines.total} / ${m.lines.code} / ${m.lines.comment} |`,
  );
  out.push(
    `| Contracts | ${m.contracts} |`,
    `| Functions | ${m.functions} |`,
    `| State variables | ${m.stateVariables} |`,
  );
  out.push(
    `| External calls | ${m.externalCalls} |`,
    `| Payable entry points | ${m.payableEntryPoints} |`,
  );
  out.push(
    `| Max inheritance depth | ${m.maxInheritanceDepth} |`,
    `| Cyclomatic complexity (avg / max) | ${m.averageComplexity} / ${m.maxComplexity} |`,
  );
  if (m.estimatedWasmBytes)
    out.push(`| Estimated wasm size | ${Math.round(m.estimatedWasmBytes / 1024)} KiB |`);
  out.push("");
  const complex = [...m.perFunction]
    .sort((a, b) => b.cyclomaticComplexity - a.cyclomaticComplexity)
    .slice(0, 10);
  if (complex.length) {
    out.push(
      "### Most complex functions",
      "",
      "| Function | Complexity | Lines | External calls |",
      "|---|---|---|---|",
    );
    for (const f of complex)
      out.push(
        `| ${cell(`${f.container}.${f.name}`)} (line ${f.line}) | ${f.cyclomaticComplexity} | ${f.lines} | ${f.externalCalls} |`,
      );
    out.push("");
  }
  return out.join("\n");
}
