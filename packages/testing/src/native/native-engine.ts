import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LoadedScenario } from "@contract-platform/converter/scenario";
import {
  type ConversionReport,
  generateScenarioTest,
  ReportIndex,
  type ScenarioData,
  scenarioTestName,
} from "@contract-platform/converter/scenario-test";
import { labelOf, mapScenario } from "../cosmwasm/run-scenario-on-wasm.ts";
import type { RunnerStep } from "../cosmwasm/wasm-session.ts";
import type { CosmWasmEngine, CosmWasmRun, CosmWasmStepResult } from "../engine/cosmwasm-engine.ts";
import { nativeObservation } from "./native-observation.ts";
import { parseNativeOutput } from "./parse-native-output.ts";

/** What running one scenario test of a crate gave (`cargo test --test <name> -- --nocapture`). */
export interface NativeTestRun {
  status: "passed" | "failed" | "compile-error" | "refused" | "timed-out" | "cancelled";
  /** The test binary's output: the `SCENARIO-STEP` lines and libtest's report. */
  output: string;
  /** cargo's log, shown when the test could not run. */
  log: string;
}

/** Runs `tests/<testName>.rs` of the crate at `crateDir` (a copy the engine made). */
export type RunCargoTest = (crateDir: string, testName: string) => Promise<NativeTestRun>;

export interface NativeTarget {
  /** The converted crate (or workspace); never written to: each run works on a copy. */
  crateDir: string;
  report: ConversionReport;
  runCargoTest: RunCargoTest;
  /** The main contract's crate inside a workspace (`contracts/<name>`); default the crate itself. */
  mainDir?: string;
  /**
   * The Rust of `tests/scenario_<name>.rs` for a scenario; default: the converter's generated
   * cw-multi-test runner (`generateScenarioTest`).
   */
  testSource?: (loaded: LoadedScenario, name: string) => string;
}

/**
 * Runs a scenario with `cargo test` of the generated cw-multi-test test: the test prints one
 * `SCENARIO-STEP` line per step with what it did, read back into observations through
 * conversion.json exactly as the wasm engine reads its VM's answers.
 */
export async function runScenarioNatively(
  loaded: LoadedScenario,
  target: NativeTarget,
): Promise<CosmWasmRun> {
  const index = new ReportIndex(target.report);
  let mapped: ScenarioData;
  let source: string;
  const name = scenarioTestName(loaded.name);
  try {
    mapped = mapScenario(loaded, index);
    source = target.testSource
      ? target.testSource(loaded, name)
      : generateScenarioTest(target.report, loaded.scenario, loaded.name);
  } catch (err) {
    return { engine: "native", steps: [], error: (err as Error).message };
  }
  const work = mkdtempSync(join(tmpdir(), "native-engine-"));
  let run: NativeTestRun;
  try {
    const crate = join(work, "crate");
    cpSync(target.crateDir, crate, {
      recursive: true,
      filter: (path) => !/[/\\]target$/.test(path),
    });
    const tests = join(crate, target.mainDir ?? ".", "tests");
    mkdirSync(tests, { recursive: true });
    writeFileSync(join(tests, `scenario_${name}.rs`), source);
    run = await target.runCargoTest(crate, `scenario_${name}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  if (run.status !== "passed" && run.status !== "failed") {
    return {
      engine: "native",
      steps: [],
      error: `cargo test ${run.status}: ${run.log.slice(-2000)}`,
    };
  }
  const lines = parseNativeOutput(run.output);
  const failure = panicMessage(run.output);
  const steps: CosmWasmStepResult[] = mapped.meta.map((meta, i) => {
    const base = {
      kind: meta.kind,
      index: meta.index,
      label: labelOf(loaded, meta.kind, meta.index),
    };
    const line = lines.get(i);
    if (!line)
      return { ...base, error: `not reported by the test${failure ? `: ${failure}` : ""}` };
    return {
      ...base,
      observation: nativeObservation(line, (mapped.data.steps as RunnerStep[])[i], meta, index),
    };
  });
  return { engine: "native", steps };
}

/** The panic message of a failed test: `panicked at 'msg', file` (Rust < 1.73) or `panicked at file:\nmsg`. */
export function panicMessage(output: string): string | undefined {
  const old = /panicked at '([\s\S]*?)', [^\n]*\n/.exec(output);
  if (old) return old[1];
  return /panicked at [^\n]*:\n([\s\S]*?)(?:\nnote:|\n\n|$)/.exec(output)?.[1]?.trim();
}

export function createNativeEngine(target: NativeTarget): CosmWasmEngine {
  return {
    kind: "native",
    report: target.report,
    runScenario: (loaded) => runScenarioNatively(loaded, target),
  };
}
