import {
  type AnalysisResult,
  analyzeCrate,
  analyzeSolidity,
  analyzeSolidityProject,
} from "@contract-platform/analyzer";
import { type AnalysedSources, parseRemapping } from "@contract-platform/api";
import type { WorkerProgress } from "../jobs/create-process-runner.ts";

export interface AnalyzeSourcesInput {
  sources: AnalysedSources;
  crateName: string;
}

export interface AnalyzeSourcesOutput {
  solidity: AnalysisResult | null;
  crate: AnalysisResult | null;
}

/**
 * Runs the deterministic analyzer on the Solidity source (a project's files together) and, when there is one, on the generated
 * crate (given in memory; the analyzer needs no files on disk). Synchronous and CPU-bound (solc),
 * so the server calls it through runAnalyzer, in a worker process.
 */
export function analyzeSources(
  { sources, crateName }: AnalyzeSourcesInput,
  onProgress: WorkerProgress = () => {},
): AnalyzeSourcesOutput {
  const hasCrate = sources.crate.length > 0;
  let solidity: AnalysisResult | null = null;
  if (sources.project) {
    // A project: its own files analysed together with everything they import (types, bases).
    const { project } = sources;
    onProgress(30, `Running security detectors on ${project.analyse.length} Solidity files`);
    solidity = analyzeSolidityProject(project.files, {
      name: project.main,
      analyse: project.analyse,
      remappings: project.remappings.map(parseRemapping).filter((r) => r !== null),
    });
  } else if (sources.solidity) {
    onProgress(30, "Running security detectors on the Solidity source");
    solidity = analyzeSolidity(sources.solidity.content, { file: sources.solidity.file });
  }
  let crate: AnalysisResult | null = null;
  if (hasCrate) {
    onProgress(sources.solidity ? 60 : 30, "Checking the generated CosmWasm crate");
    // With the Solidity source, the crate check also verifies access control survived conversion.
    crate = analyzeCrate(sources.crate, {
      name: crateName,
      solidity: sources.solidity
        ? { source: sources.solidity.content, file: sources.solidity.file }
        : undefined,
    });
  }
  return { solidity, crate };
}
