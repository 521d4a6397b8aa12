import type { ConversionResult, ConvertInput } from "@contract-platform/converter";
import { createProcessRunner } from "../jobs/create-process-runner.ts";

const converterProcess = createProcessRunner<ConvertInput, ConversionResult>({
  module: "@contract-platform/converter",
  exportName: "convertSolidity",
  warmUp: "warmUpConverter",
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

/**
 * Keeps `count` converter workers alive from now on, each with solc loaded before it takes a
 * conversion (a crashed or killed one is replaced); resolves when they are ready.
 */
export function keepConvertersWarm(count: number): Promise<void> {
  converterProcess.prestart(count);
  return converterProcess.whenWarm();
}
