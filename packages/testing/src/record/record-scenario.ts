import {
  compileSolidity,
  type EvmScenarioInput,
  type EvmScenarioResult,
  isDynamic,
  loadScenarioInput,
  runScenarioOnEvm,
} from "@contract-platform/converter/evm";
import type {
  Expectation,
  LoadedScenario,
  Observation,
  ScenarioInput,
  ScenarioValue,
} from "@contract-platform/converter/scenario";
import { tidyScenario } from "./tidy-scenario.ts";

export interface RecordedScenario {
  /** The scenario with every expectation taken from what the EVM did, ready to save as JSON. */
  scenario: ScenarioInput;
  /** The EVM run it was recorded from (its `ok` flags compare with the expectations it had before). */
  evm: EvmScenarioResult;
}

const UNNAMED_ADDRESS = /^0x[0-9a-f]{40}$/;
const HASH = /^0x[0-9a-f]{64}$/;

/** A recorded value that cannot carry over between chains (an address the scenario does not name). */
function portable(value: ScenarioValue): ScenarioValue {
  if (Array.isArray(value)) return value.map(portable);
  return typeof value === "string" && UNNAMED_ADDRESS.test(value) ? "*" : value;
}

/** What the EVM did, as the expectation of a scenario step. */
function expectationOf(
  observation: Observation,
  hashedIndexes: (name: string, i: number) => boolean,
): Expectation {
  if (!observation.ok) {
    return { ok: false, events: undefined, returns: undefined, revert: observation.revert ?? "" };
  }
  return {
    ok: true,
    ...(observation.returns !== undefined && observation.returns.length > 0
      ? { returns: observation.returns.map(portable) }
      : {}),
    events: observation.events.map((e) => ({
      name: e.name,
      args: e.args.map((a, i) =>
        // an indexed string, bytes, array or struct is only a hash on the EVM
        typeof a === "string" && HASH.test(a) && hashedIndexes(e.name, i) ? "*" : portable(a),
      ),
      ...(e.emitter.startsWith("@") && e.emitter !== "@contract" ? { emitter: e.emitter } : {}),
    })),
    revert: undefined,
  };
}

/**
 * Runs a scenario's steps on the EVM and takes the actual results — success or revert reason,
 * returns, events — as their expectations: the original is the oracle, nobody types expected
 * values. Values that cannot carry over to CosmWasm (hashes of indexed dynamic event parameters,
 * addresses the scenario does not name) are recorded as `"*"`.
 */
export async function recordScenario(input: EvmScenarioInput): Promise<RecordedScenario> {
  const loaded: LoadedScenario = loadScenarioInput(input);
  const evm = await runScenarioOnEvm(loaded, { balances: false });
  if (evm.error !== undefined) throw new Error(evm.error);
  const { scenario } = loaded;
  const hashed = hashedEventParams(loaded);
  const expectFor = (kind: string, index: number): Expectation | undefined => {
    const step = evm.steps.find((s) => s.kind === kind && s.index === index);
    return step?.observation ? expectationOf(step.observation, hashed) : undefined;
  };
  const recorded = {
    ...scenario,
    predeploy: scenario.predeploy.map((p, i) => ({
      ...p,
      expect: expectFor("predeploy", i) ?? p.expect,
    })),
    deploy: { ...scenario.deploy, expect: expectFor("deploy", 0) ?? scenario.deploy.expect },
    steps: scenario.steps.map((s, i) => {
      const expect = expectFor("step", i);
      if (!expect) return s;
      // a balance step has no events to record
      return "balance" in s
        ? { ...s, expect: { ok: expect.ok, returns: expect.returns } }
        : { ...s, expect };
    }),
  };
  return { scenario: tidyScenario(recorded), evm };
}

/** Whether parameter `i` of event `name` is indexed and dynamic (stored as a hash) in some contract. */
function hashedEventParams(loaded: LoadedScenario): (name: string, i: number) => boolean {
  const hashed = new Set<string>();
  for (const contract of compileSolidity(loaded.solidityPath).contracts) {
    for (const entry of contract.abi) {
      if (entry.type !== "event") continue;
      (entry.inputs ?? []).forEach((input, i) => {
        if (input.indexed && isDynamic(input)) hashed.add(`${entry.name}/${i}`);
      });
    }
  }
  return (name, i) => hashed.has(`${name}/${i}`);
}
