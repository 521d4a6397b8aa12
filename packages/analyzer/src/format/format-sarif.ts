import { listDetectors } from "../detector-catalog.ts";
import type { AnalysisResult, Location, Severity } from "../result-schema.ts";

const level: Record<Severity, "error" | "warning" | "note"> = {
  high: "error",
  medium: "warning",
  low: "note",
  informational: "note",
};
const securitySeverity: Record<Severity, string> = {
  high: "8.0",
  medium: "5.5",
  low: "3.0",
  informational: "1.0",
};

function physical(loc: Location) {
  return {
    artifactLocation: { uri: loc.file.split("\\").join("/") },
    region: {
      startLine: loc.startLine,
      startColumn: loc.startColumn,
      endLine: loc.endLine,
      // SARIF end columns are exclusive
      endColumn: loc.endColumn + 1,
      ...(loc.snippet ? { snippet: { text: loc.snippet } } : {}),
    },
  };
}

/** SARIF 2.1.0 log with one run; rules carry the detector catalogue of the analysed language. */
export function toSarif(result: AnalysisResult) {
  const rules = listDetectors().filter((d) => d.language === result.target.language);
  const index = new Map(rules.map((r, i) => [r.id, i]));
  return {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0" as const,
    runs: [
      {
        tool: {
          driver: {
            name: result.tool.name,
            version: result.tool.version,
            informationUri: "https://github.com/contract-platform/contract-platform",
            rules: rules.map((r) => ({
              id: r.id,
              name: r.title.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) =>
                c ? c.toUpperCase() : "",
              ),
              shortDescription: { text: r.title },
              fullDescription: { text: r.description },
              help: { text: r.recommendation },
              defaultConfiguration: { level: level[r.severity] },
              properties: {
                tags: [r.category, r.language],
                precision:
                  r.confidence === "high" ? "high" : r.confidence === "medium" ? "medium" : "low",
                "security-severity": securitySeverity[r.severity],
              },
            })),
          },
        },
        results: result.findings.map((f) => ({
          ruleId: f.ruleId,
          ...(index.has(f.ruleId) ? { ruleIndex: index.get(f.ruleId) } : {}),
          level: level[f.severity],
          message: { text: f.message },
          locations: [{ physicalLocation: physical(f.location) }],
          ...(f.related.length
            ? {
                relatedLocations: f.related.map((r, i) => ({
                  id: i + 1,
                  physicalLocation: physical(r),
                  message: { text: r.message },
                })),
              }
            : {}),
          partialFingerprints: { "contractAnalyzer/v1": f.id },
          properties: { severity: f.severity, confidence: f.confidence, category: f.category },
        })),
        invocations: [
          {
            executionSuccessful: !result.diagnostics.some((d) => d.level === "error"),
            toolExecutionNotifications: result.diagnostics.map((d) => ({
              level: d.level === "info" ? "note" : d.level,
              message: { text: d.message },
              ...(d.location ? { locations: [{ physicalLocation: physical(d.location) }] } : {}),
            })),
          },
        ],
      },
    ],
  };
}

export function formatSarif(result: AnalysisResult): string {
  return `${JSON.stringify(toSarif(result), null, 2)}\n`;
}
