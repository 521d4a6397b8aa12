import { type LoadedScenario, loadScenario, resolveScenario } from "../scenario/index.ts";
import { compileSolidity } from "./compile-solidity.ts";
import {
  EvmSession,
  type EvmSessionOptions,
  type EvmStepResult,
  stepLabel,
} from "./evm-session.ts";

export type { EvmStepResult };

export interface EvmScenarioResult {
  name: string;
  /** Scenario file, when it was read from disk. */
  path?: string;
  passed: boolean;
  steps: EvmStepResult[];
  /** Set when the scenario could not run at all (invalid JSON, compile errors). */
  error?: string;
}

export type EvmScenarioInput =
  | string
  | { scenario: unknown; baseDir: string; name?: string }
  | LoadedScenario;

/** Reads a scenario from a path, parsed JSON with its folder, or takes it already loaded. */
export function loadScenarioInput(input: EvmScenarioInput): LoadedScenario {
  return typeof input === "string"
    ? loadScenario(input)
    : "solidityPath" in input
      ? input
      : resolveScenario(input.scenario, input.baseDir, input.name);
}

/**
 * Replays a scenario on the original Solidity in an in-process EVM (scenario-format.md): each
 * step's observation (returns, revert, events, balances) and whether it matched `expect`.
 */
export async function runScenarioOnEvm(
  input: EvmScenarioInput,
  options: EvmSessionOptions = {},
): Promise<EvmScenarioResult> {
  let loaded: LoadedScenario;
  try {
    loaded = loadScenarioInput(input);
  } catch (err) {
    const name = typeof input === "string" ? input : "scenario";
    return { name, passed: false, steps: [], error: (err as Error).message };
  }
  const base = { name: loaded.name, path: loaded.path };
  let compiled: ReturnType<typeof compileSolidity>;
  try {
    compiled = compileSolidity(loaded.solidityPath);
  } catch (err) {
    return { ...base, passed: false, steps: [], error: (err as Error).message };
  }
  if (compiled.errors.length > 0) {
    return { ...base, passed: false, steps: [], error: compiled.errors.join("\n") };
  }
  const session = await EvmSession.open(loaded, compiled.contracts, options);
  const steps = await session.runSetup();
  for (const [i, step] of loaded.scenario.steps.entries()) {
    if (!session.deployed) {
      // nothing to call: report the steps as not run rather than as unknown references
      steps.push({
        kind: "step",
        index: i,
        label: stepLabel(step, i),
        ok: false,
        message: "not run: the deploy failed",
      });
      continue;
    }
    steps.push(await session.runStep(step, i));
  }
  return { ...base, passed: steps.every((s) => s.ok), steps };
}
