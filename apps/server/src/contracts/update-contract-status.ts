import { type ContractStatus, reviewStatuses } from "@contract-platform/api";
import { HttpError } from "../http/http-error.ts";
import type { Caller, ContractDeps } from "./contract-deps.ts";
import { findAccessibleContract } from "./find-accessible-contract.ts";

const reachable = new Set<string>(reviewStatuses);

/**
 * Moves a converted contract along the later stages (review, analyzed, ... verified). Upload and
 * conversion statuses are set only by those flows, so they cannot be forged here.
 */
export async function updateContractStatus(
  deps: ContractDeps,
  caller: Caller,
  contractId: string,
  status: ContractStatus,
) {
  const contract = await findAccessibleContract(deps, caller, contractId);
  if (!reachable.has(status) || !reachable.has(contract.status)) {
    throw new HttpError(
      409,
      "invalid_status_change",
      `Cannot move a contract from ${contract.status} to ${status}`,
    );
  }
  const now = deps.clock.now();
  return deps.db
    .updateTable("contracts")
    .set({ status, updated_at: now, last_activity_at: now })
    .where("id", "=", contract.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
