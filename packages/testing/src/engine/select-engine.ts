import type { ConversionReport } from "@contract-platform/converter/scenario-test";
import { createWasmEngine } from "../cosmwasm/run-scenario-on-wasm.ts";
import { createNativeEngine, type RunCargoTest } from "../native/native-engine.ts";
import type { CosmWasmEngine, EngineKind } from "./cosmwasm-engine.ts";

export interface EngineChoice {
  report: ConversionReport;
  /** Built wasm per Solidity contract name: enables the wasm engine. */
  wasm?: Record<string, Uint8Array>;
  /** The crate on disk and a cargo runner: enable the native engine. */
  crateDir?: string;
  runCargoTest?: RunCargoTest;
  /** The main contract's crate inside a workspace (`contracts/<name>`). */
  mainDir?: string;
  /** The engine asked for; default: wasm when built, else native. */
  prefer?: EngineKind;
}

/** The CosmWasm engine this machine and this crate support, or why there is none. */
export function selectEngine(choice: EngineChoice): CosmWasmEngine {
  const canWasm = choice.wasm !== undefined && Object.keys(choice.wasm).length > 0;
  const canNative = choice.crateDir !== undefined && choice.runCargoTest !== undefined;
  const wanted = choice.prefer ?? (canWasm ? "wasm" : "native");
  if (wanted === "wasm") {
    if (!canWasm) throw new Error("the wasm engine needs the crate built to wasm");
    return createWasmEngine({ report: choice.report, wasm: choice.wasm! });
  }
  if (!canNative)
    throw new Error("the native engine needs the crate's directory and a cargo toolchain");
  return createNativeEngine({
    crateDir: choice.crateDir!,
    report: choice.report,
    runCargoTest: choice.runCargoTest!,
    mainDir: choice.mainDir,
  });
}
