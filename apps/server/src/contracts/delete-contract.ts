import { CONVERTED_CONTRACTS_BUCKET } from "../storage/storage.ts";
import { type Caller, CONTRACT_SOURCES_BUCKET, type ContractDeps } from "./contract-deps.ts";
import { findAccessibleContract } from "./find-accessible-contract.ts";
import { projectFileKey } from "./read-project-sources.ts";
import { versionPrefix } from "./version-storage.ts";

/**
 * Deletes the caller's contract: its stored source (and a project's files), every file under its prefix in
 * converted_contracts (all versions, and any left by an interrupted conversion), then the row.
 */
export async function deleteContract(
  deps: ContractDeps,
  caller: Caller,
  contractId: string,
): Promise<void> {
  const contract = await findAccessibleContract(deps, caller, contractId);
  if (contract.source_path) {
    await deps.storage.delete(CONTRACT_SOURCES_BUCKET, contract.source_path);
  }
  if (contract.project && contract.user_id) {
    for (const { path } of contract.project.files) {
      await deps.storage.delete(
        CONTRACT_SOURCES_BUCKET,
        projectFileKey(contract.user_id, contract.id, path),
      );
    }
  }
  const prefix = versionPrefix(contract.user_id, contract.id, 1).replace(/v1$/, "");
  for (const key of await deps.storage.list(CONVERTED_CONTRACTS_BUCKET, prefix)) {
    await deps.storage.delete(CONVERTED_CONTRACTS_BUCKET, key);
  }
  await deps.db.deleteFrom("contracts").where("id", "=", contract.id).execute();
}
