import { createHash } from "node:crypto";
import type {
  Confidence,
  DetectorInfo,
  Finding,
  Hint,
  Location,
  RelatedLocation,
  Severity,
} from "./result-schema.ts";

export function stableId(...parts: Array<string | number>): string {
  return createHash("sha256").update(parts.join("\u0000")).digest("hex").slice(0, 16);
}

export function makeFinding(
  info: DetectorInfo,
  location: Location,
  message: string,
  related: RelatedLocation[] = [],
  overrides: { severity?: Severity; confidence?: Confidence } = {},
): Finding {
  return {
    id: `${info.id}-${stableId(info.id, location.file, location.startLine, location.startColumn, message)}`,
    ruleId: info.id,
    title: info.title,
    language: info.language,
    category: info.category,
    severity: overrides.severity ?? info.severity,
    confidence: overrides.confidence ?? info.confidence,
    message,
    description: info.description,
    recommendation: info.recommendation,
    location,
    related,
  };
}

export function makeHint(fields: Omit<Hint, "id">): Hint {
  return {
    id: `${fields.ruleId}-${stableId(fields.ruleId, fields.location.file, fields.location.startLine, fields.message)}`,
    ...fields,
  };
}

const severityRank: Record<Severity, number> = { high: 0, medium: 1, low: 2, informational: 3 };

/** Orders by severity, then file and position; drops duplicates of the same rule at the same spot. */
export function sortAndDedupe(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings
    .filter((f) => {
      const key = `${f.ruleId}:${f.location.file}:${f.location.startLine}:${f.location.startColumn}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort(
      (a, b) =>
        severityRank[a.severity] - severityRank[b.severity] ||
        a.location.file.localeCompare(b.location.file) ||
        a.location.startLine - b.location.startLine ||
        a.location.startColumn - b.location.startColumn,
    );
}

export function summarise(findings: Finding[]) {
  const summary = { high: 0, medium: 0, low: 0, informational: 0, total: findings.length };
  for (const f of findings) summary[f.severity]++;
  return summary;
}

/** Counts total, code, comment and blank lines; `//` and block comments for Solidity and Rust. */
export function countLines(source: string): {
  total: number;
  code: number;
  comment: number;
  blank: number;
} {
  const lines = source.split(/\r?\n/);
  if (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  let inBlock = false;
  const counts = { total: lines.length, code: 0, comment: 0, blank: 0 };
  for (const raw of lines) {
    const line = raw.trim();
    if (inBlock) {
      counts.comment++;
      if (line.includes("*/")) inBlock = false;
      continue;
    }
    if (line === "") counts.blank++;
    else if (line.startsWith("//")) counts.comment++;
    else if (line.startsWith("/*")) {
      counts.comment++;
      if (!line.includes("*/")) inBlock = true;
    } else counts.code++;
  }
  return counts;
}
