import { dirname } from "node:path";
import type { ScenarioInput } from "@contract-platform/api";
import { recordScenario } from "@contract-platform/testing";
import { materializeSource } from "./materialize-source.ts";

export interface RecordOnEvmInput {
  fileName: string;
  source: string;
  scenario: unknown;
}

export interface RecordOnEvmResult {
  scenario: ScenarioInput;
  /** Steps whose EVM result differed from what the scenario expected before recording. */
  changed: { label: string; message: string }[];
}

/**
 * Runs the scenario on the original Solidity in the in-process EVM and takes what it did as the
 * expectations (the original is the oracle). Throws when the scenario cannot run at all.
 */
export async function recordOnEvm(input: RecordOnEvmInput): Promise<RecordOnEvmResult> {
  const path = materializeSource(input.fileName, input.source);
  const recorded = await recordScenario({
    scenario: input.scenario,
    baseDir: dirname(path),
    name: "scenario",
  });
  return {
    scenario: recorded.scenario,
    changed: recorded.evm.steps
      .filter((step) => !step.ok)
      .map((step) => ({ label: step.label, message: step.message })),
  };
}
