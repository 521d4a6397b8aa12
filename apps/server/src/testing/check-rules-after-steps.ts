import { compileSolidity, EvmSession, stepLabel } from "@contract-platform/converter/evm";
import type { LoadedScenario, ScenarioValue } from "@contract-platform/converter/scenario";
import {
  DifferentialHarness,
  evaluateRule,
  evmViewCaller,
  parseRules,
  type RuleResult,
  type WasmTarget,
} from "@contract-platform/testing";

export interface RuleSide {
  holds: boolean;
  value: string | null;
  error: string | null;
}

/** Every rule after one step: index into the rules given, and its answer on each side. */
export interface StepRuleChecks {
  label: string;
  checks: { rule: number; evm: RuleSide; cosmwasm: RuleSide | null }[];
}

export interface RulesAfterSteps {
  steps: StepRuleChecks[];
  /** Why the rules could not be checked in this scenario (a side did not deploy, a rule broke). */
  error?: string;
}

const side = (result: RuleResult): RuleSide => ({
  holds: result.holds,
  value: result.value ?? null,
  error: result.error ?? null,
});

/**
 * Checks the business rules after every step of a scenario: on both sides through the
 * differential harness when the conversion can run, else on the EVM alone. Rules are parsed
 * against the deployed contract's ABI.
 */
export async function checkRulesAfterSteps(
  loaded: LoadedScenario,
  expressions: string[],
  target: WasmTarget | null,
): Promise<RulesAfterSteps> {
  const compiled = compileSolidity(loaded.solidityPath);
  const abi = compiled.contracts.find((c) => c.name === loaded.scenario.contract)?.abi ?? [];
  const parsed = parseRules(expressions.join("\n"), abi);
  if (parsed.errors.length > 0 || parsed.rules.length !== expressions.length) {
    const first = parsed.errors[0];
    return {
      steps: [],
      error: first ? `rule ${first.line}: ${first.message}` : "the rules do not parse",
    };
  }
  // parsed.rules[i] is expressions[i] (one rule per line). The harness replays plain calls to
  // the contract; a balance check changes nothing but the clock, so it is left out and its time
  // goes to the next call (the state the rules see is the same).
  const plain: {
    from: string;
    call: string;
    args: ScenarioValue[];
    value: string;
    timeDelta: number;
  }[] = [];
  const labels: string[] = [];
  let carried = 0;
  let replayable = true;
  for (const [i, step] of loaded.scenario.steps.entries()) {
    if ("balance" in step) {
      carried += step.timeDelta;
      continue;
    }
    if (step.to || step.bind || step.contract || step.data !== undefined) replayable = false;
    plain.push({
      from: step.from,
      call: step.call,
      args: step.args,
      value: step.value,
      timeDelta: step.timeDelta + carried,
    });
    labels.push(stepLabel(step, i));
    carried = 0;
  }
  if (target && replayable) {
    let harness: DifferentialHarness;
    try {
      harness = await DifferentialHarness.open(loaded, target, parsed.rules);
    } catch (error) {
      return { steps: [], error: (error as Error).message };
    }
    const run = await harness.run(plain, { stopAtDivergence: false });
    return {
      steps: run.steps.map((step, i) => ({
        label: labels[i] ?? step.label,
        checks: step.rules.map((check) => ({
          rule: check.line - 1,
          evm: side(check.evm),
          cosmwasm: side(check.cosmwasm),
        })),
      })),
    };
  }
  const session = await EvmSession.open(loaded, compiled.contracts);
  const setup = await session.runSetup();
  if (!session.deployed) {
    return { steps: [], error: setup.find((s) => !s.ok)?.message ?? "the deploy failed" };
  }
  const steps: StepRuleChecks[] = [];
  for (const [i, step] of loaded.scenario.steps.entries()) {
    const result = await session.runStep(step, i);
    const caller = evmViewCaller(session, abi, step.from ?? loaded.scenario.actors[0]);
    const checks: StepRuleChecks["checks"] = [];
    for (const rule of parsed.rules) {
      checks.push({
        rule: rule.line - 1,
        evm: side(await evaluateRule(rule, caller)),
        cosmwasm: null,
      });
    }
    steps.push({ label: result.label, checks });
  }
  return target
    ? {
        steps,
        error:
          "The rules were checked on the EVM only: this scenario has steps the rule checker cannot replay on CosmWasm (calls to other contracts, bound addresses, raw call data)",
      }
    : { steps };
}
