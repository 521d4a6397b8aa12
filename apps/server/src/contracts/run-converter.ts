import {
  type ConversionResult,
  type ConvertInput,
  convertSolidity,
} from "@contract-platform/converter";
import { createThreadRunner } from "../jobs/create-thread-runner.ts";

const converterThread = createThreadRunner<ConvertInput, ConversionResult>({
  url: new URL("./convert-worker.mjs", import.meta.url),
  label: "converter",
  fallback: (input) => convertSolidity(input),
});

/**
 * Converts in a worker thread, so a long solc compile does not stall the server (progress events,
 * other requests). An abort terminates that worker; the next call starts a fresh one. When no
 * worker can be started, converts on this thread instead.
 */
export function runConverter(input: ConvertInput, signal?: AbortSignal): Promise<ConversionResult> {
  return converterThread.run(input, { signal });
}
