import { type AnalysisResult, analyzeCrate, analyzeSolidity } from "@contract-platform/analyzer";
import type { AnalysedSources } from "@contract-platform/api";

/**
 * Runs the deterministic analyzer on the Solidity source and, when there is one, on the generated
 * crate (given in memory; the analyzer needs no files on disk).
 */
export function runAnalyzer(
  sources: AnalysedSources,
  crateName: string,
): { solidity: AnalysisResult | null; crate: AnalysisResult | null } {
  const solidity = sources.solidity
    ? analyzeSolidity(sources.solidity.content, { file: sources.solidity.file })
    : null;
  // With the Solidity source, the crate check also verifies access control survived conversion.
  const crate =
    sources.crate.length > 0
      ? analyzeCrate(sources.crate, {
          name: crateName,
          solidity: sources.solidity
            ? { source: sources.solidity.content, file: sources.solidity.file }
            : undefined,
        })
      : null;
  return { solidity, crate };
}
