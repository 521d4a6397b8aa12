import { createProcessRunner, type ProcessRunOptions } from "../jobs/create-process-runner.ts";
import type { AnalyzeSourcesInput, AnalyzeSourcesOutput } from "./analyze-sources.ts";

const analyzerProcess = createProcessRunner<AnalyzeSourcesInput, AnalyzeSourcesOutput>({
  module: new URL("./analyzer-worker.ts", import.meta.url),
  exportName: "analyzeSources",
  warmUp: "warmUpAnalyzer",
  label: "analyzer",
});

/**
 * Analyses the sources in a worker process, so parsing and solc do not stall the server; progress
 * comes back through `onProgress`, errors keep their name and message. An abort kills the worker;
 * the next call starts a fresh one.
 */
export function runAnalyzer(
  input: AnalyzeSourcesInput,
  options?: ProcessRunOptions,
): Promise<AnalyzeSourcesOutput> {
  return analyzerProcess.run(input, options);
}

/**
 * Keeps `count` analyzer workers alive from now on, each with solc loaded before it takes an
 * analysis (a crashed or killed one is replaced); resolves when they are ready.
 */
export function keepAnalyzersWarm(count: number): Promise<void> {
  analyzerProcess.prestart(count);
  return analyzerProcess.whenWarm();
}
