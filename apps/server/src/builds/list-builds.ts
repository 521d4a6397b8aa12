import type { BuildSummary } from "@contract-platform/api";
import { sql } from "kysely";
import type { Caller } from "../contracts/contract-deps.ts";
import { canManageAllContracts } from "../contracts/find-accessible-contract.ts";
import type { Db } from "../db/create-database.ts";
import { toBuildSummary } from "./to-build.ts";

/** The caller's builds, newest first: of one contract, or across all their contracts. */
export async function listBuilds(
  deps: { db: Db },
  caller: Caller,
  options: { contractId?: string; limit?: number } = {},
): Promise<BuildSummary[]> {
  let query = deps.db
    .selectFrom("builds")
    .innerJoin("contracts", "contracts.id", "builds.contract_id")
    .selectAll("builds")
    .select("contracts.name as contract_name")
    // One contract's builds for whoever may open it (moderators and admins: any contract); the
    // list across contracts stays the caller's own.
    .$if(!(options.contractId && canManageAllContracts(caller)), (q) =>
      q.where("contracts.user_id", "=", sql<string>`${caller.userId}::uuid`),
    )
    .orderBy("builds.created_at", "desc")
    // Builds started at the same moment (the testing automation builds every new version at
    // once): the newer version first, so the deployment page shows the current version's build.
    .orderBy("builds.contract_version", "desc")
    .limit(options.limit ?? 50);
  if (options.contractId) query = query.where("builds.contract_id", "=", options.contractId);
  const rows = await query.execute();
  return rows.map(({ contract_name, ...row }) => toBuildSummary(row, contract_name));
}
