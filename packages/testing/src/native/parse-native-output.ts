/** One `SCENARIO-STEP {json}` line of a generated scenario test (runner-rs.ts `report`). */
export interface NativeStepLine {
  step: number;
  ok: boolean;
  value?: unknown;
  events?: { type: string; emitter: string; attrs: [string, string][] }[];
  error?: string;
  /** `@name` → bech32 address, as bound when the step finished. */
  names: Record<string, string>;
  balances: Record<string, string>;
}

const PREFIX = "SCENARIO-STEP ";

/** The report lines of a test binary's output, by step index (other output is ignored). */
export function parseNativeOutput(output: string): Map<number, NativeStepLine> {
  const lines = new Map<number, NativeStepLine>();
  for (const raw of output.split("\n")) {
    const at = raw.indexOf(PREFIX);
    if (at < 0) continue;
    try {
      const line = JSON.parse(raw.slice(at + PREFIX.length)) as NativeStepLine;
      if (typeof line.step === "number") lines.set(line.step, line);
    } catch {
      // a line cut by other output: that step shows as not reported
    }
  }
  return lines;
}
