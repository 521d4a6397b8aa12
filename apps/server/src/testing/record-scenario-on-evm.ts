import type { ContractInterfaceResponse, Scenario } from "@contract-platform/api";
import { readContractSource } from "../contracts/read-contract-source.ts";
import type { ContractRow } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import { checkScenarioInput } from "./check-scenario-input.ts";
import type { RecordOnEvmResult } from "./record-on-evm.ts";
import { runTestingTask } from "./run-testing-task.ts";
import type { TestingDeps } from "./testing-deps.ts";

/**
 * Runs a checked scenario on the contract's original Solidity and returns it with the EVM's
 * results as its expectations, and the steps whose expectations changed. A scenario that cannot
 * run at all is answered 422 with the EVM's reason.
 */
export async function recordScenarioOnEvm(
  deps: TestingDeps,
  contract: ContractRow,
  iface: ContractInterfaceResponse,
  scenario: Scenario,
): Promise<{ scenario: Scenario; changed: { label: string; message: string }[] }> {
  const source = await readContractSource(deps, contract);
  if (source === null)
    throw new HttpError(409, "source_missing", "The contract's source is not stored");
  let recorded: RecordOnEvmResult;
  try {
    recorded = await runTestingTask({
      task: "record",
      fileName: contract.file_name,
      source,
      scenario,
    });
  } catch (error) {
    throw new HttpError(
      422,
      "evm_run_failed",
      `The scenario could not run on the EVM: ${(error as Error).message}`,
    );
  }
  return { scenario: checkScenarioInput(recorded.scenario, iface), changed: recorded.changed };
}
