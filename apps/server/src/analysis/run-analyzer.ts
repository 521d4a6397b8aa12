import { createThreadRunner, type ThreadRunOptions } from "../jobs/create-thread-runner.ts";
import {
  type AnalyzeSourcesInput,
  type AnalyzeSourcesOutput,
  analyzeSources,
} from "./analyze-sources.ts";

const analyzerThread = createThreadRunner<AnalyzeSourcesInput, AnalyzeSourcesOutput>({
  url: new URL("./analyze-worker.mjs", import.meta.url),
  label: "analyzer",
  fallback: analyzeSources,
});

/**
 * Analyses the sources in a worker thread, so parsing and solc do not stall the server; progress
 * comes back through `onProgress`, errors keep their name and message. An abort terminates the
 * worker; the next call starts a fresh one.
 */
export function runAnalyzer(
  input: AnalyzeSourcesInput,
  options?: ThreadRunOptions,
): Promise<AnalyzeSourcesOutput> {
  return analyzerThread.run(input, options);
}
