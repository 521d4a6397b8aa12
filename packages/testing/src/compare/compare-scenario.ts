import {
  type AbiEntry,
  compileSolidity,
  type EvmScenarioInput,
  type EvmStepResult,
  indexedTopic,
  isDynamic,
  loadScenarioInput,
  runScenarioOnEvm,
} from "@contract-platform/converter/evm";
import type {
  Expectation,
  LoadedScenario,
  Observation,
  ObservedEvent,
  ScenarioValue,
} from "@contract-platform/converter/scenario";
import {
  type ConversionReport,
  findFunction,
  ReportIndex,
} from "@contract-platform/converter/scenario-test";
import type { CosmWasmEngine, CosmWasmStepResult, EngineKind } from "../engine/cosmwasm-engine.ts";
import { applyWildcards } from "./apply-wildcards.ts";
import { compareObservations } from "./compare-observations.ts";
import { deferredEventOrder } from "./deferred-event-order.ts";
import { type NotComparable, notComparable } from "./not-comparable.ts";
import { type StepSource, stepSource } from "./step-source.ts";

/** One deploy or step on both sides. */
export interface StepComparison {
  scenario: string;
  kind: "predeploy" | "deploy" | "step";
  /** Position within its kind (steps: index into `steps`). */
  index: number;
  label: string;
  evm?: Observation;
  cosmwasm?: Observation;
  equal: boolean;
  /** The first difference, readable (or why a side did not run). */
  diff?: string;
  /**
   * On an equal step: the values the scenario marks `"*"` whose sides differ (not compared, so the
   * step stays equal), with the converter's warnings on the code the step calls.
   */
  notComparable?: { values: NotComparable[]; warnings: string[] };
  /** How the EVM result matched the scenario's own `expect` ("ok" or what differed). */
  expectation: { ok: boolean; message: string };
  source?: StepSource;
}

export interface ScenarioComparison {
  scenario: string;
  engine: EngineKind;
  steps: StepComparison[];
  summary: { steps: number; equal: number; different: number };
  /** Set when the scenario could not run at all on one side. */
  error?: string;
}

/** Events by name and parameter count across every contract compiled from the Solidity file. */
function eventIndex(loaded: LoadedScenario): Map<string, AbiEntry> {
  const events = new Map<string, AbiEntry>();
  for (const contract of compileSolidity(loaded.solidityPath).contracts) {
    for (const entry of contract.abi) {
      const key = `${entry.name}/${entry.inputs?.length ?? 0}`;
      if (entry.type === "event" && !events.has(key)) events.set(key, entry);
    }
  }
  return events;
}

/**
 * Runs a scenario on the original Solidity (the oracle) and on the converted crate through
 * `engine`, and compares every deploy and step: `{evm, cosmwasm, equal, diff}` with the step's
 * Solidity and Rust location.
 */
export async function compareScenario(
  input: EvmScenarioInput,
  engine: CosmWasmEngine,
  options: { balances?: boolean } = {},
): Promise<ScenarioComparison> {
  let loaded: LoadedScenario;
  try {
    loaded = loadScenarioInput(input);
  } catch (err) {
    return failed(
      typeof input === "string" ? input : "scenario",
      engine.kind,
      (err as Error).message,
    );
  }
  const evm = await runScenarioOnEvm(loaded, { balances: options.balances });
  if (evm.error !== undefined) return failed(loaded.name, engine.kind, `EVM: ${evm.error}`);
  const cosmwasm = await engine.runScenario(loaded);
  const index = new ReportIndex(engine.report);
  const events = eventIndex(loaded);
  const indexedHash = (event: ObservedEvent, position: number, value: unknown) => {
    const input = events.get(`${event.name}/${event.args.length}`)?.inputs?.[position];
    if (!input?.indexed || !isDynamic(input)) return undefined;
    try {
      return indexedTopic(input, value as ScenarioValue);
    } catch {
      return undefined;
    }
  };
  const steps = evm.steps.map((e) => {
    const c = cosmwasm.steps.find((s) => s.kind === e.kind && s.index === e.index);
    const source = stepSource(loaded, index, e.kind, e.index);
    return compareStep(loaded.name, e, c, cosmwasm.error, {
      indexedHash,
      balances: options.balances,
      source,
      warnings: warningsWithin(engine.report, source),
      order: (evm) => inCosmWasmOrder(loaded, index, e.kind, e.index, evm),
      expect: expectationOf(loaded, e.kind, e.index),
    });
  });
  const equal = steps.filter((s) => s.equal).length;
  return {
    scenario: loaded.name,
    engine: engine.kind,
    steps,
    summary: { steps: steps.length, equal, different: steps.length - equal },
    ...(cosmwasm.error !== undefined ? { error: `CosmWasm: ${cosmwasm.error}` } : {}),
  };
}

function compareStep(
  scenario: string,
  evm: EvmStepResult,
  cosmwasm: CosmWasmStepResult | undefined,
  runError: string | undefined,
  options: {
    indexedHash: (event: ObservedEvent, position: number, value: unknown) => string | undefined;
    balances?: boolean;
    source?: StepSource;
    warnings: string[];
    order: (evm: Observation) => Observation;
    expect?: Expectation;
  },
): StepComparison {
  const base = {
    scenario,
    kind: evm.kind,
    index: evm.index,
    label: evm.label,
    evm: evm.observation,
    cosmwasm: cosmwasm?.observation,
    expectation: { ok: evm.ok, message: evm.message },
    ...(options.source ? { source: options.source } : {}),
  };
  if (!evm.observation)
    return { ...base, equal: false, diff: `EVM did not run it: ${evm.message}` };
  if (!cosmwasm?.observation) {
    const why = cosmwasm?.error ?? runError ?? "no such step";
    return { ...base, equal: false, diff: `CosmWasm did not run it: ${why}` };
  }
  // the EVM's events are ordered as the expectation is (CosmWasm's order) before masking with it
  const ordered = options.order(evm.observation);
  const evmSide = applyWildcards(ordered, options.expect);
  const cosmwasmSide = applyWildcards(cosmwasm.observation, options.expect);
  const result = compareObservations(evmSide, cosmwasmSide, options);
  if (!result.equal) return { ...base, ...result };
  const values = notComparable(
    ordered,
    cosmwasm.observation,
    options.expect,
    (event, position, value) => options.indexedHash(event, position, value) ?? value,
  );
  if (values.length === 0) return { ...base, equal: true };
  return { ...base, equal: true, notComparable: { values, warnings: options.warnings } };
}

/** The converter's warnings located in the Solidity range of what the step calls. */
function warningsWithin(report: ConversionReport, source: StepSource | undefined): string[] {
  const range = source?.solidity;
  if (!range) return [];
  const texts = new Set<string>();
  for (const section of [report, ...(report.contracts ?? [])]) {
    for (const d of section.diagnostics) {
      if (d.severity !== "warning" || d.line === undefined) continue;
      if (d.line < range.startLine || d.line > range.endLine) continue;
      texts.add(`${d.code} ${d.message} (line ${d.line})`);
    }
  }
  return [...texts];
}

/** The scenario's own expectation of a deploy or step. */
function expectationOf(
  loaded: LoadedScenario,
  kind: StepComparison["kind"],
  position: number,
): Expectation | undefined {
  const { scenario } = loaded;
  if (kind === "predeploy") return scenario.predeploy[position]?.expect;
  if (kind === "deploy") return scenario.deploy.expect;
  return scenario.steps[position]?.expect;
}

/** The EVM observation with events in the order the step's CosmWasm function emits them. */
function inCosmWasmOrder(
  loaded: LoadedScenario,
  index: ReportIndex,
  kind: StepComparison["kind"],
  position: number,
  evm: Observation,
): Observation {
  const step = kind === "step" ? loaded.scenario.steps[position] : undefined;
  if (!step || "balance" in step) return evm;
  const section = index.section(step.contract ?? loaded.scenario.contract);
  const fn = section ? findFunction(section, step.call, index) : undefined;
  return deferredEventOrder(evm, fn, step.to ?? "@contract");
}

function failed(scenario: string, engine: EngineKind, error: string): ScenarioComparison {
  return { scenario, engine, steps: [], summary: { steps: 0, equal: 0, different: 0 }, error };
}
