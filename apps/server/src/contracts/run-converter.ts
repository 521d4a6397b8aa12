import type { ConversionResult, ConvertInput } from "@contract-platform/converter";
import { createProcessRunner } from "../jobs/create-process-runner.ts";

const converterProcess = createProcessRunner<ConvertInput, ConversionResult>({
  module: "@contract-platform/converter",
  exportName: "convertSolidity",
  label: "converter",
});

/**
 * Converts in a worker process, so a long solc compile or rustfmt run does not stall the server
 * (progress events, other requests). An abort kills that process and whatever it started; the
 * next call starts a fresh one.
 */
export function runConverter(input: ConvertInput, signal?: AbortSignal): Promise<ConversionResult> {
  return converterProcess.run(input, { signal });
}
