import type { ContractVersion } from "@contract-platform/api";
import type { Db } from "../db/create-database.ts";
import type { ContractRow } from "../db/schema.ts";
import { toContractVersion } from "./to-contract-version.ts";

/** A contract's versions, newest first. */
export async function listVersions(
  deps: { db: Db },
  contract: ContractRow,
): Promise<ContractVersion[]> {
  const rows = await deps.db
    .selectFrom("contract_versions")
    .selectAll()
    .where("contract_id", "=", contract.id)
    .orderBy("version", "desc")
    .execute();
  return rows.map((row) => toContractVersion(row, contract.current_version));
}
