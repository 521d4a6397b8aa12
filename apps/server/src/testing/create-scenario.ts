import type { Caller } from "../contracts/contract-deps.ts";
import type { ContractRow } from "../db/schema.ts";
import { checkScenarioInput } from "./check-scenario-input.ts";
import { getContractInterface } from "./get-contract-interface.ts";
import { saveScenarioRow } from "./save-scenario-row.ts";
import type { TestingDeps } from "./testing-deps.ts";
import { toScenarioRecord } from "./to-scenario-record.ts";

/** Stores a scenario written in the editor, after checking it against the contract's ABI. */
export async function createScenario(
  deps: TestingDeps,
  caller: Caller,
  contract: ContractRow,
  input: { name: string; description: string; scenario: unknown },
) {
  const iface = await getContractInterface(deps, contract);
  const scenario = checkScenarioInput(input.scenario, iface);
  const row = await saveScenarioRow(deps, contract, {
    name: input.name,
    description: input.description,
    origin: "editor",
    scenario,
    createdBy: caller.userId,
  });
  return toScenarioRecord(row);
}
