import type { Caller } from "../contracts/contract-deps.ts";
import { readContractSource } from "../contracts/read-contract-source.ts";
import type { ContractRow } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import { checkScenarioInput } from "./check-scenario-input.ts";
import { freeScenarioName } from "./free-scenario-name.ts";
import { getContractInterface } from "./get-contract-interface.ts";
import { runTestingTask } from "./run-testing-task.ts";
import { saveScenarioRow } from "./save-scenario-row.ts";
import type { TestingDeps } from "./testing-deps.ts";
import { toScenarioRecord } from "./to-scenario-record.ts";

/**
 * Generates and stores a starter scenario for the main contract — deploy, every view, each
 * state-changing function with plausible arguments, the views again — recorded on the EVM, so it
 * carries the original's results from the start.
 */
export async function createStarterScenario(
  deps: TestingDeps,
  caller: Caller,
  contract: ContractRow,
) {
  const iface = await getContractInterface(deps, contract);
  if (iface.errors.length > 0 || !iface.mainContract) {
    throw new HttpError(
      409,
      "nothing_to_deploy",
      iface.errors.length > 0
        ? `The Solidity source does not compile: ${iface.errors[0]}`
        : "The source has no contract that can be deployed",
    );
  }
  const source = await readContractSource(deps, contract);
  if (source === null)
    throw new HttpError(409, "source_missing", "The contract's source is not stored");
  let generated: unknown;
  try {
    generated = await runTestingTask({
      task: "starter",
      fileName: contract.file_name,
      source,
      contract: iface.mainContract,
    });
  } catch (error) {
    throw new HttpError(
      422,
      "evm_run_failed",
      `The starter scenario could not run on the EVM: ${(error as Error).message}`,
    );
  }
  const scenario = checkScenarioInput(generated, iface);
  const row = await saveScenarioRow(deps, contract, {
    name: await freeScenarioName(deps, contract.id, `${iface.mainContract} starter`),
    description:
      "Generated from the ABI: deploy, every view, each state-changing function with plausible arguments, the views again; expectations recorded on the EVM.",
    origin: "generated",
    scenario,
    recorded: true,
    createdBy: caller.userId,
  });
  return toScenarioRecord(row);
}
