import type { Caller } from "../contracts/contract-deps.ts";
import type { ContractRow } from "../db/schema.ts";
import { checkScenarioInput } from "./check-scenario-input.ts";
import { getContractInterface } from "./get-contract-interface.ts";
import { recordScenarioOnEvm } from "./record-scenario-on-evm.ts";
import { saveScenarioRow } from "./save-scenario-row.ts";
import type { TestingDeps } from "./testing-deps.ts";
import { toScenarioRecord } from "./to-scenario-record.ts";

/**
 * Stores a scenario written in the editor, after checking it against the contract's ABI; with
 * `record`, its expectations are first taken from a run on the EVM.
 */
export async function createScenario(
  deps: TestingDeps,
  caller: Caller,
  contract: ContractRow,
  input: {
    name: string;
    description: string;
    scenario: unknown;
    record: boolean;
    origin: "editor" | "counterexample";
  },
) {
  const iface = await getContractInterface(deps, contract);
  const checked = checkScenarioInput(input.scenario, iface);
  const recording = input.record
    ? await recordScenarioOnEvm(deps, contract, iface, checked)
    : undefined;
  const row = await saveScenarioRow(deps, contract, {
    name: input.name,
    description: input.description,
    origin: input.origin,
    scenario: recording?.scenario ?? checked,
    recorded: input.record,
    createdBy: caller.userId,
  });
  return {
    scenario: toScenarioRecord(row),
    ...(recording ? { recording: { changed: recording.changed } } : {}),
  };
}
