import type { Hypothesis, ProposedIssue } from "@contract-platform/api";
import type { Finding } from "../result-schema.ts";

const sameFile = (a: string, b: string) => a === b || a.endsWith(`/${b}`) || b.endsWith(`/${a}`);

/**
 * Hypotheses as shown: each is marked "confirmed by" a detector finding of its detector id whose
 * location (primary or related) overlaps the proposed lines. Findings are never changed.
 */
export function confirmHypotheses(
  proposed: ProposedIssue[],
  findings: Finding[],
  solidityFile: string | null,
): Hypothesis[] {
  return proposed.map((hypothesis, index) => {
    const confirming = hypothesis.detectorId
      ? findings.find(
          (finding) =>
            finding.ruleId === hypothesis.detectorId &&
            [finding.location, ...finding.related].some(
              (location) =>
                sameFile(location.file, hypothesis.file) &&
                location.startLine <= hypothesis.endLine &&
                location.endLine >= hypothesis.startLine,
            ),
        )
      : undefined;
    return {
      ...hypothesis,
      id: `hypothesis-${index + 1}`,
      language: hypothesis.file === solidityFile ? "solidity" : "cosmwasm",
      confirmedBy: confirming
        ? { findingId: confirming.id, ruleId: confirming.ruleId, title: confirming.title }
        : null,
    };
  });
}
