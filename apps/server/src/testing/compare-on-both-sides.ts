import { createHash } from "node:crypto";
import { dirname } from "node:path";
import type { TestRunStep } from "@contract-platform/api";
import { loadScenarioInput, runScenarioOnEvm } from "@contract-platform/converter/evm";
import { conversionReportSchema, ReportIndex } from "@contract-platform/converter/scenario-test";
import {
  type CosmWasmEngine,
  compareScenario,
  createWasmEngine,
  stepSource,
  type WasmTarget,
} from "@contract-platform/testing";
import { checkRulesAfterSteps, type RulesAfterSteps } from "./check-rules-after-steps.ts";
import { materializeSource } from "./materialize-source.ts";
import type { RunScenario } from "./test-run-deps.ts";

/** How the CosmWasm side runs: the built wasm of each contract and the crate's conversion.json. */
export interface WasmEngineInput {
  kind: "wasm";
  report: unknown;
  wasm: Record<string, Uint8Array>;
}

export interface CompareOnBothSidesInput {
  fileName: string;
  source: string;
  scenario: RunScenario;
  /** null: only the EVM runs (nothing to compare with); `report` still locates the steps. */
  engine: WasmEngineInput | null;
  report: unknown | null;
  /** Business rules (one expression each) to check after every step. */
  rules?: string[];
}

export interface CompareOnBothSidesResult {
  steps: TestRunStep[];
  /** Set when the scenario could not run at all on a side. */
  error?: string;
  rules?: RulesAfterSteps;
}

// Engines are kept per build (compiling the wasm module is the expensive part).
const engines = new Map<string, CosmWasmEngine>();

function engineFor(input: WasmEngineInput): CosmWasmEngine {
  const hash = createHash("sha256");
  hash.update(JSON.stringify(input.report));
  for (const [name, bytes] of Object.entries(input.wasm).sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(name).update(bytes);
  }
  const key = hash.digest("hex");
  let engine = engines.get(key);
  if (!engine) {
    engine = createWasmEngine({
      report: conversionReportSchema.parse(input.report),
      wasm: input.wasm,
    });
    if (engines.size > 8) engines.clear();
    engines.set(key, engine);
  }
  return engine;
}

/**
 * Runs one scenario on the original Solidity (the oracle) and, when an engine is given, on the
 * converted crate, and returns each deploy and step as EVM | CosmWasm | equal, with the first
 * difference and the step's Solidity and Rust location.
 */
export async function compareOnBothSides(
  input: CompareOnBothSidesInput,
): Promise<CompareOnBothSidesResult> {
  const path = materializeSource(input.fileName, input.source);
  const scenarioInput = {
    scenario: input.scenario.body,
    baseDir: dirname(path),
    name: input.scenario.name,
  };
  const scenarioId = input.scenario.id;
  const rules = async (target: WasmTarget | null) =>
    input.rules && input.rules.length > 0
      ? { rules: await checkRulesAfterSteps(loadScenarioInput(scenarioInput), input.rules, target) }
      : {};
  if (input.engine) {
    const engine = engineFor(input.engine);
    const compared = await compareScenario(scenarioInput, engine, { balances: true });
    const target = { report: engine.report, wasm: input.engine.wasm };
    return {
      ...(await rules(target)),
      steps: compared.steps.map((step) => ({
        scenario: step.scenario,
        scenarioId,
        kind: step.kind,
        index: step.index,
        label: step.label,
        evm: step.evm ?? null,
        cosmwasm: step.cosmwasm ?? null,
        equal: step.equal,
        diff: step.diff ?? null,
        ...(step.notComparable ? { notComparable: step.notComparable } : {}),
        expectation: step.expectation,
        source: step.source ?? null,
      })),
      ...(compared.error !== undefined ? { error: compared.error } : {}),
    };
  }
  const loaded = loadScenarioInput(scenarioInput);
  const evm = await runScenarioOnEvm(loaded, { balances: true });
  const report = input.report ? conversionReportSchema.safeParse(input.report) : null;
  const index = report?.success ? new ReportIndex(report.data) : null;
  return {
    ...(await rules(null)),
    steps: evm.steps.map((step) => ({
      scenario: input.scenario.name,
      scenarioId,
      kind: step.kind,
      index: step.index,
      label: step.label,
      evm: step.observation ?? null,
      cosmwasm: null,
      equal: null,
      diff: null,
      expectation: { ok: step.ok, message: step.message },
      source: (index && stepSource(loaded, index, step.kind, step.index)) ?? null,
    })),
    ...(evm.error !== undefined ? { error: `EVM: ${evm.error}` } : {}),
  };
}
