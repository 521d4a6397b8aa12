import { compileSolidity, EvmSession } from "@contract-platform/converter/evm";
import {
  type LoadedScenario,
  type Observation,
  parseScenario,
  type ScenarioInput,
} from "@contract-platform/converter/scenario";
import {
  type ContractReport,
  ReportIndex,
  type ScenarioData,
  type StepMeta,
} from "@contract-platform/converter/scenario-test";
import { compareObservations } from "../compare/compare-observations.ts";
import { deferredEventOrder } from "../compare/deferred-event-order.ts";
import { mapScenario, type WasmTarget } from "../cosmwasm/run-scenario-on-wasm.ts";
import {
  type RunnerStep,
  WasmSession,
  type WasmSessionSnapshot,
} from "../cosmwasm/wasm-session.ts";
import { evaluateRule, type RuleResult } from "../rules/evaluate-rule.ts";
import type { Rule } from "../rules/rule-ast.ts";
import { evmViewCaller, wasmViewCaller } from "../rules/view-callers.ts";
import type { StepInput } from "./generate-steps.ts";

export interface RuleCheck {
  rule: string;
  line: number;
  evm: RuleResult;
  cosmwasm: RuleResult;
  /** Both sides gave the same answer. */
  equal: boolean;
}

export interface HarnessStep {
  label: string;
  evm: Observation;
  cosmwasm: Observation;
  equal: boolean;
  diff?: string;
  rules: RuleCheck[];
}

export interface HarnessRun {
  steps: HarnessStep[];
  /** Index of the first step where the sides differ (observation or a rule's answer). */
  divergenceAt?: number;
}

function runnerSteps(mapped: ScenarioData): RunnerStep[] {
  return mapped.data.steps as RunnerStep[];
}

/**
 * Both sides of a differential test deployed once (the base scenario's predeploys and deploy),
 * then any number of step sequences, each run from that same state: the EVM goes back to its
 * checkpoint and the chain to its snapshot after every sequence.
 */
export class DifferentialHarness {
  private constructor(
    private readonly base: LoadedScenario,
    private readonly evm: EvmSession,
    private readonly wasm: WasmSession,
    private readonly snapshot: WasmSessionSnapshot,
    private readonly index: ReportIndex,
    private readonly section: ContractReport,
    private readonly rules: Rule[],
  ) {}

  /** Deploys on both sides; throws when a side cannot deploy (nothing to fuzz then). */
  static async open(
    base: LoadedScenario,
    target: WasmTarget,
    rules: Rule[] = [],
  ): Promise<DifferentialHarness> {
    const compiled = compileSolidity(base.solidityPath);
    if (compiled.errors.length > 0) throw new Error(compiled.errors.join("\n"));
    const setupOnly = { ...base, scenario: { ...base.scenario, steps: [] } };
    const evm = await EvmSession.open(setupOnly, compiled.contracts, { checkExpectations: false });
    for (const result of await evm.runSetup()) {
      if (!result.observation?.ok)
        throw new Error(`${result.label} failed on the EVM: ${result.message}`);
    }
    const index = new ReportIndex(target.report);
    const mapped = mapScenario(setupOnly, index);
    const wasm = WasmSession.open({
      index,
      wasm: target.wasm,
      actors: base.scenario.actors,
      denom: target.report.native_denom,
    });
    await wasm.storeCodes(mapped.codes.map((c) => c.source.contract));
    for (const [i, meta] of mapped.meta.entries()) {
      const observed = await wasm.run(runnerSteps(mapped)[i], meta);
      if (!observed.ok)
        throw new Error(`${meta.kind} failed on CosmWasm: ${observed.detail ?? ""}`);
    }
    const section = index.section(base.scenario.contract) as ContractReport;
    return new DifferentialHarness(base, evm, wasm, wasm.snapshot(), index, section, rules);
  }

  /** The scenario these steps make on top of the base (for saving a counterexample). */
  scenarioOf(steps: StepInput[]): ScenarioInput {
    const { scenario } = this.base;
    return {
      contract: scenario.contract,
      file: scenario.file,
      actors: scenario.actors,
      ...(scenario.predeploy.length > 0 ? { predeploy: scenario.predeploy } : {}),
      deploy: scenario.deploy,
      steps,
    };
  }

  /** Runs the steps from the deployed state on both sides and compares after each one. */
  async run(steps: StepInput[], options: { stopAtDivergence?: boolean } = {}): Promise<HarnessRun> {
    const parsed = parseScenario(this.scenarioOf(steps), "fuzz run");
    const loaded = { ...this.base, scenario: parsed };
    const mapped = mapScenario(loaded, this.index);
    const offset = mapped.meta.findIndex((m) => m.kind === "step");
    await this.evm.checkpoint();
    const out: HarnessRun = { steps: [] };
    try {
      for (const [i, step] of parsed.steps.entries()) {
        const evm = await this.evm.runStep(step, i);
        const meta: StepMeta = mapped.meta[offset + i];
        const cosmwasm = await this.wasm.run(runnerSteps(mapped)[offset + i], meta);
        if (!evm.observation) throw new Error(`${evm.label}: ${evm.message}`);
        const target = "to" in step && step.to ? step.to : "@contract";
        const expected = deferredEventOrder(evm.observation, meta.fn, target);
        const compared = compareObservations(expected, cosmwasm);
        const rules = await this.checkRules(step.from ?? parsed.actors[0]);
        out.steps.push({ label: evm.label, evm: evm.observation, cosmwasm, ...compared, rules });
        if (out.divergenceAt === undefined && (!compared.equal || rules.some((r) => !r.equal))) {
          out.divergenceAt = i;
          if (options.stopAtDivergence !== false) break;
        }
      }
    } finally {
      await this.evm.revert();
      this.wasm.restore(this.snapshot);
    }
    return out;
  }

  /** Every rule on both sides, as the same caller (`from`, the step's sender) sees it. */
  private async checkRules(from: string): Promise<RuleCheck[]> {
    if (this.rules.length === 0) return [];
    const abi =
      compileSolidity(this.base.solidityPath).contracts.find(
        (c) => c.name === this.base.scenario.contract,
      )?.abi ?? [];
    const evmCaller = evmViewCaller(this.evm, abi, from);
    const wasmCaller = wasmViewCaller(this.wasm, this.index, this.section, abi, from);
    const checks: RuleCheck[] = [];
    for (const rule of this.rules) {
      const evm = await evaluateRule(rule, evmCaller);
      const cosmwasm = await evaluateRule(rule, wasmCaller);
      const equal = evm.holds === cosmwasm.holds && evm.value === cosmwasm.value;
      checks.push({ rule: rule.text, line: rule.line, evm, cosmwasm, equal });
    }
    return checks;
  }
}
