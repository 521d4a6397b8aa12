import type { Deployment } from "@contract-platform/api";
import { sql } from "kysely";
import type { Caller } from "../contracts/contract-deps.ts";
import type { Db } from "../db/create-database.ts";
import { toDeployment } from "./to-deployment.ts";

/** The caller's deployments, newest first, of one contract or of all. */
export async function listDeployments(
  deps: { db: Db },
  caller: Caller,
  options: { contractId?: string } = {},
): Promise<Deployment[]> {
  let query = deps.db
    .selectFrom("deployments")
    .innerJoin("contracts", "contracts.id", "deployments.contract_id")
    .selectAll("deployments")
    .select("contracts.name as contract_name")
    .where("contracts.user_id", "=", sql<string>`${caller.userId}::uuid`)
    .orderBy("deployments.created_at", "desc")
    .limit(200);
  if (options.contractId) query = query.where("deployments.contract_id", "=", options.contractId);
  const rows = await query.execute();
  return rows.map(({ contract_name, ...row }) => toDeployment(row, contract_name));
}
