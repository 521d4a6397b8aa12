import type { LoadedScenario, Observation } from "@contract-platform/converter/scenario";
import type { ConversionReport } from "@contract-platform/converter/scenario-test";

/** One predeploy, deploy or step as a CosmWasm engine ran it. */
export interface CosmWasmStepResult {
  kind: "predeploy" | "deploy" | "step";
  index: number;
  label: string;
  /** Absent when the step did not run (`error` says why). */
  observation?: Observation;
  error?: string;
}

export interface CosmWasmRun {
  engine: EngineKind;
  steps: CosmWasmStepResult[];
  /** Set when the scenario could not run at all (no mapping through conversion.json, no build). */
  error?: string;
}

export type EngineKind = "wasm" | "native";

/**
 * Runs scenarios on a converted crate, producing observations in the scenario encoding, the same
 * shape the EVM runner produces. Two implementations: `wasm` (the built wasm in the in-process
 * VM, fast, used by fuzzing) and `native` (`cargo test` of the generated cw-multi-test test).
 */
export interface CosmWasmEngine {
  readonly kind: EngineKind;
  /** The crate's conversion.json: the JSON contract the engine drives it through. */
  readonly report: ConversionReport;
  runScenario(loaded: LoadedScenario): Promise<CosmWasmRun>;
}
