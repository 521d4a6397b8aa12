import { stepLabel } from "@contract-platform/converter/evm";
import type { LoadedScenario } from "@contract-platform/converter/scenario";
import {
  buildScenarioData,
  type ConversionReport,
  ReportIndex,
  type ScenarioData,
} from "@contract-platform/converter/scenario-test";
import type { CosmWasmEngine, CosmWasmRun, CosmWasmStepResult } from "../engine/cosmwasm-engine.ts";
import { stripExpectations } from "./strip-expectations.ts";
import { type RunnerStep, WasmSession } from "./wasm-session.ts";

export interface WasmTarget {
  /** The crate's conversion.json (parsed). */
  report: ConversionReport;
  /** Built wasm per Solidity contract name (every contract the scenarios deploy or create). */
  wasm: Record<string, Uint8Array>;
}

/** The scenario mapped onto the crate's JSON through conversion.json (the generator's mapping). */
export function mapScenario(loaded: LoadedScenario, index: ReportIndex): ScenarioData {
  const main = index.section(loaded.scenario.contract);
  if (!main) {
    const has = index.sections.map((s) => s.source.contract).join(", ");
    throw new Error(
      `contract ${loaded.scenario.contract} is not in conversion.json (it has ${has})`,
    );
  }
  return buildScenarioData(stripExpectations(loaded.scenario), main, index);
}

/** Labels as the EVM runner writes them, so both sides of a comparison read alike. */
export function labelOf(
  loaded: LoadedScenario,
  kind: CosmWasmStepResult["kind"],
  index: number,
): string {
  const { scenario } = loaded;
  if (kind === "predeploy") {
    const p = scenario.predeploy[index];
    return `predeploy ${p.id} (${p.contract})`;
  }
  if (kind === "deploy") return `deploy ${scenario.contract}`;
  return stepLabel(scenario.steps[index], index);
}

/** Runs a scenario on the converted contracts' wasm in the in-process VM. */
export async function runScenarioOnWasm(
  loaded: LoadedScenario,
  target: WasmTarget,
): Promise<CosmWasmRun> {
  const index = new ReportIndex(target.report);
  let mapped: ScenarioData;
  try {
    mapped = mapScenario(loaded, index);
  } catch (err) {
    return { engine: "wasm", steps: [], error: (err as Error).message };
  }
  const session = WasmSession.open({
    index,
    wasm: target.wasm,
    actors: loaded.scenario.actors,
    denom: target.report.native_denom,
  });
  try {
    await session.storeCodes(mapped.codes.map((c) => c.source.contract));
  } catch (err) {
    return { engine: "wasm", steps: [], error: (err as Error).message };
  }
  const steps: CosmWasmStepResult[] = [];
  const runnerSteps = mapped.data.steps as RunnerStep[];
  for (const [i, meta] of mapped.meta.entries()) {
    const label = labelOf(loaded, meta.kind, meta.index);
    const base = { kind: meta.kind, index: meta.index, label };
    if (meta.kind === "step" && !session.has("@contract")) {
      steps.push({ ...base, error: "not run: the deploy failed" });
      continue;
    }
    try {
      steps.push({ ...base, observation: await session.run(runnerSteps[i], meta) });
    } catch (err) {
      steps.push({ ...base, error: (err as Error).message });
    }
  }
  return { engine: "wasm", steps };
}

/** The wasm engine over one crate's build. */
export function createWasmEngine(target: WasmTarget): CosmWasmEngine {
  return {
    kind: "wasm",
    report: target.report,
    runScenario: (loaded) => runScenarioOnWasm(loaded, target),
  };
}
