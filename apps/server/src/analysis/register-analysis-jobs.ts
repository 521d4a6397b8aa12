import { ANALYZE_CONTRACT_JOB, type AnalysisDeps } from "./analysis-deps.ts";
import { createAnalyzeContractHandler } from "./analyze-contract-job.ts";

const registered = new WeakSet<object>();

/** Registers the 'analyze-contract' handler with the runner (once per runner). */
export function registerAnalysisJobs(deps: AnalysisDeps): void {
  if (registered.has(deps.jobs)) return;
  registered.add(deps.jobs);
  deps.jobs.register(ANALYZE_CONTRACT_JOB, createAnalyzeContractHandler(deps));
}
