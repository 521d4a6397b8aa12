import type { Finding } from "@contract-platform/analyzer";
import { type HypothesisCode, reviewedRustFiles } from "@contract-platform/analyzer/ai";
import type { AnalysisRecord } from "@contract-platform/api";

/** What the model is shown for hypotheses: the analysed Solidity, the crate's Rust sources and all findings. */
export function analysisHypothesisCode(record: AnalysisRecord): HypothesisCode {
  return {
    solidity: record.sources.solidity,
    rust: reviewedRustFiles(record.sources.crate),
    findings: [record.solidity, record.crate].flatMap(
      (result) => (result?.findings ?? []) as Finding[],
    ),
  };
}
