import {
  compileSolidity,
  type EvmScenarioInput,
  loadScenarioInput,
} from "@contract-platform/converter/evm";
import type { ScenarioInput } from "@contract-platform/converter/scenario";
import type { WasmTarget } from "../cosmwasm/run-scenario-on-wasm.ts";
import { recordScenario } from "../record/record-scenario.ts";
import { parseRules } from "../rules/parse-rules.ts";
import type { Rule } from "../rules/rule-ast.ts";
import { DifferentialHarness, type HarnessStep } from "./differential-harness.ts";
import { generateSteps, type StepInput } from "./generate-steps.ts";
import { Random } from "./random.ts";
import { shrinkSteps } from "./shrink-steps.ts";

export interface FuzzOptions {
  /** A scenario whose actors, predeploys and deploy set up the contract (its steps are not used). */
  scenario: EvmScenarioInput;
  target: WasmTarget;
  /** Sequences to try (default 20). */
  runs?: number;
  /** Calls per sequence (default 20). */
  steps?: number;
  /** Any text or number: the same seed gives the same sequences (default 1). */
  seed?: string | number;
  /** Business rules (text, one per line, or parsed) checked on both sides after every step. */
  rules?: string | Rule[];
  timeJumps?: boolean;
  /** Attempts the shrinker may make (default 300). */
  shrinkBudget?: number;
  signal?: AbortSignal;
  onProgress?: (progress: { run: number; runs: number; stepsRun: number }) => void;
}

export interface FuzzDivergence {
  /** Which sequence (from 0) and the seed that generates it alone. */
  run: number;
  runSeed: string;
  /** The first difference in the minimal counterexample. */
  diff: string;
  label: string;
  /** The minimal counterexample, expectations recorded on the EVM: save it as a scenario. */
  scenario: ScenarioInput;
  /** Steps before and after shrinking, and the shrinker's attempts. */
  shrunk: { from: number; to: number; attempts: number };
  /** The differing step of the minimal counterexample on both sides. */
  step: HarnessStep;
}

export interface FuzzResult {
  seed: string;
  runs: number;
  stepsPerRun: number;
  /** Steps executed on both sides (shrinking not counted). */
  stepsRun: number;
  elapsedMs: number;
  /** The first divergence found (fuzzing stops there), shrunk; empty when none. */
  divergences: FuzzDivergence[];
  /** Rules the original itself breaks (not a conversion problem, but worth knowing). */
  ruleViolations: {
    run: number;
    step: number;
    rule: string;
    line: number;
    value?: string;
    error?: string;
  }[];
  cancelled: boolean;
}

/** The seed of sequence `run`: a run can be reproduced alone with it and `runs: 1`. */
export function runSeed(seed: string | number, run: number): string {
  return run === 0 ? String(seed) : `${seed}/${run}`;
}

/**
 * Differential fuzzing: seeded random call sequences (actors, boundary values, attached value,
 * time jumps) run on the EVM and on the converted contract's wasm from the same deployed state;
 * every observable is compared after each step, and the business rules too. The first divergence
 * is shrunk to a minimal counterexample scenario.
 */
export async function fuzz(options: FuzzOptions): Promise<FuzzResult> {
  const started = performance.now();
  const loaded = loadScenarioInput(options.scenario);
  const compiled = compileSolidity(loaded.solidityPath);
  if (compiled.errors.length > 0) throw new Error(compiled.errors.join("\n"));
  const abi = compiled.contracts.find((c) => c.name === loaded.scenario.contract)?.abi ?? [];
  let rules: Rule[] = [];
  if (typeof options.rules === "string") {
    const parsed = parseRules(options.rules, abi);
    if (parsed.errors.length > 0) {
      const first = parsed.errors[0];
      throw new Error(`rules, line ${first.line}, column ${first.column}: ${first.message}`);
    }
    rules = parsed.rules;
  } else if (options.rules) rules = options.rules;

  const harness = await DifferentialHarness.open(loaded, options.target, rules);
  const runs = options.runs ?? 20;
  const stepsPerRun = options.steps ?? 20;
  const seed = String(options.seed ?? 1);
  const { scenario } = loaded;
  const addresses = [
    ...scenario.actors.map((a) => `@${a}`),
    "@contract",
    "@zero",
    ...scenario.predeploy.map((p) => `@${p.id}`),
  ];
  const numbers = [...scenario.deploy.args, ...scenario.predeploy.flatMap((p) => p.args)]
    .filter((a): a is string => typeof a === "string" && /^-?[0-9]+$/.test(a))
    .map(BigInt);
  const result: FuzzResult = {
    seed,
    runs: 0,
    stepsPerRun,
    stepsRun: 0,
    elapsedMs: 0,
    divergences: [],
    ruleViolations: [],
    cancelled: false,
  };
  for (let run = 0; run < runs; run++) {
    if (options.signal?.aborted) {
      result.cancelled = true;
      break;
    }
    const random = new Random(runSeed(seed, run));
    const steps = generateSteps(
      random,
      {
        abi,
        actors: scenario.actors,
        values: { addresses, numbers: [...numbers] },
        timeJumps: options.timeJumps,
      },
      stepsPerRun,
    );
    const outcome = await harness.run(steps);
    result.runs++;
    result.stepsRun += outcome.steps.length;
    outcome.steps.forEach((step, i) => {
      for (const check of step.rules) {
        if (!check.evm.holds) {
          result.ruleViolations.push({
            run,
            step: i,
            rule: check.rule,
            line: check.line,
            value: check.evm.value,
            error: check.evm.error,
          });
        }
      }
    });
    options.onProgress?.({ run: run + 1, runs, stepsRun: result.stepsRun });
    if (outcome.divergenceAt !== undefined) {
      const failing = steps.slice(0, outcome.divergenceAt + 1);
      result.divergences.push(
        await minimise(harness, failing, scenario.actors, run, seed, options, loaded.baseDir),
      );
      break;
    }
  }
  result.elapsedMs = Math.round(performance.now() - started);
  return result;
}

async function minimise(
  harness: DifferentialHarness,
  failing: StepInput[],
  actors: string[],
  run: number,
  seed: string,
  options: FuzzOptions,
  baseDir: string,
): Promise<FuzzDivergence> {
  const diverges = async (candidate: StepInput[]) =>
    (await harness.run(candidate)).divergenceAt !== undefined;
  const shrunk = await shrinkSteps(failing, actors, diverges, options.shrinkBudget ?? 300);
  const final = await harness.run(shrunk.steps);
  const at = final.divergenceAt ?? final.steps.length - 1;
  const minimal = shrunk.steps.slice(0, at + 1);
  const step = final.steps[at];
  const rule = step.rules.find((r) => !r.equal);
  const diff =
    step.diff ??
    (rule
      ? `rule "${rule.rule}": EVM ${rule.evm.value ?? rule.evm.error}, CosmWasm ${rule.cosmwasm.value ?? rule.cosmwasm.error}`
      : "the sides differ");
  const recorded = await recordScenario({
    scenario: harness.scenarioOf(minimal),
    baseDir,
    name: `fuzz-${seed}-${run}`,
  });
  return {
    run,
    runSeed: runSeed(seed, run),
    diff,
    label: step.label,
    scenario: {
      ...recorded.scenario,
      notes: `Counterexample found by fuzzing (seed ${runSeed(seed, run)}): ${diff}`,
    },
    shrunk: { from: failing.length, to: minimal.length, attempts: shrunk.attempts },
    step,
  };
}
