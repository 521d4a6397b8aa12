import type { ContractConfig } from "@contract-platform/api";
import { HttpError } from "../http/http-error.ts";
import type { Caller, ContractDeps } from "./contract-deps.ts";
import { findAccessibleContract } from "./find-accessible-contract.ts";
import { getContractConfig } from "./get-contract-config.ts";

/**
 * Saves the conversion options used by the next conversion. A named contract must be one of the
 * file's deployable contracts.
 */
export async function updateContractConfig(
  deps: ContractDeps,
  caller: Caller,
  contractId: string,
  config: ContractConfig,
) {
  const contract = await findAccessibleContract(deps, caller, contractId);
  const current = await getContractConfig(deps, contract);
  if (config.contract && current.canConvert) {
    const choice = current.contracts.find((item) => item.name === config.contract);
    if (!choice?.deployable) {
      throw new HttpError(
        400,
        "validation_failed",
        `Invalid request: contract: ${contract.file_name} has no deployable contract named ${config.contract}`,
        [{ path: "contract", message: `No deployable contract named ${config.contract}` }],
      );
    }
  }
  const now = deps.clock.now();
  const updated = await deps.db
    .updateTable("contracts")
    .set({ config: JSON.stringify(config), updated_at: now, last_activity_at: now })
    .where("id", "=", contract.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return getContractConfig(deps, updated);
}
