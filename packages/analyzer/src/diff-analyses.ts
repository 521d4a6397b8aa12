import type { AnalysisResult, Finding } from "./result-schema.ts";

export interface AnalysisDiff {
  /** Findings only in the current analysis. */
  added: Finding[];
  /** Findings of the previous analysis that are gone. */
  resolved: Finding[];
  /** Findings present in both (possibly moved by the edit). */
  unchanged: Array<{ previous: Finding; current: Finding }>;
}

/**
 * What changed between two analyses of the same contract after an edit. Findings are matched by id
 * first, then by rule, file, message and code snippet (lines may have moved), then by rule, file and
 * message.
 */
export function diffAnalyses(previous: AnalysisResult, current: AnalysisResult): AnalysisDiff {
  const remaining = [...previous.findings];
  const unchanged: AnalysisDiff["unchanged"] = [];
  const added: Finding[] = [];
  const keys: Array<(f: Finding) => string> = [
    (f) => f.id,
    (f) => [f.ruleId, f.location.file, f.message, f.location.snippet ?? ""].join("\u0000"),
    (f) => [f.ruleId, f.location.file, f.message].join("\u0000"),
  ];
  const pending = [...current.findings];
  for (const key of keys) {
    for (let i = 0; i < pending.length; i++) {
      const f = pending[i];
      const k = key(f);
      const match = remaining.findIndex((p) => key(p) === k);
      if (match < 0) continue;
      unchanged.push({ previous: remaining[match], current: f });
      remaining.splice(match, 1);
      pending.splice(i, 1);
      i--;
    }
  }
  added.push(...pending);
  return { added, resolved: remaining, unchanged };
}
