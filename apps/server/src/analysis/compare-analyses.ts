import { type AnalysisResult, diffAnalyses, type Finding } from "@contract-platform/analyzer";
import type { AnalysisChanges, AnalysisRecord, FindingChange } from "@contract-platform/api";

function toChange(finding: Finding): FindingChange {
  return {
    id: finding.id,
    ruleId: finding.ruleId,
    title: finding.title,
    severity: finding.severity,
    file: finding.location.file,
    line: finding.location.startLine,
    message: finding.message,
  };
}

/**
 * What changed since the previous analysis: findings that appeared and findings that are fixed,
 * matched per side (Solidity, crate) by detector id and location fingerprint.
 */
export function compareAnalyses(
  previous: AnalysisRecord,
  current: AnalysisRecord,
): AnalysisChanges {
  const changes: AnalysisChanges = {
    previousVersion: previous.version,
    added: [],
    fixed: [],
    unchanged: 0,
  };
  for (const side of ["solidity", "crate"] as const) {
    const before = previous[side] as AnalysisResult | null;
    const after = current[side] as AnalysisResult | null;
    if (!before && !after) continue;
    const empty = { findings: [] } as unknown as AnalysisResult;
    const diff = diffAnalyses(before ?? empty, after ?? empty);
    changes.added.push(...diff.added.map(toChange));
    changes.fixed.push(...diff.resolved.map(toChange));
    changes.unchanged += diff.unchanged.length;
  }
  return changes;
}
