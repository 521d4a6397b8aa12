import { CONVERTED_CONTRACTS_BUCKET } from "../storage/storage.ts";
import { type Caller, CONTRACT_SOURCES_BUCKET, type ContractDeps } from "./contract-deps.ts";
import { findOwnedContract } from "./find-owned-contract.ts";

/** Deletes the caller's contract: its stored source and every version's files, then the row. */
export async function deleteContract(
  deps: ContractDeps,
  caller: Caller,
  contractId: string,
): Promise<void> {
  const contract = await findOwnedContract(deps, caller, contractId);
  if (contract.source_path) {
    await deps.storage.delete(CONTRACT_SOURCES_BUCKET, contract.source_path);
  }
  const versions = await deps.db
    .selectFrom("contract_versions")
    .select(["storage_prefix", "files"])
    .where("contract_id", "=", contract.id)
    .execute();
  for (const version of versions) {
    for (const path of version.files) {
      await deps.storage.delete(CONVERTED_CONTRACTS_BUCKET, `${version.storage_prefix}/${path}`);
    }
  }
  await deps.db.deleteFrom("contracts").where("id", "=", contract.id).execute();
}
