import { BUILD_NOT_FOUND_MESSAGE } from "@contract-platform/api";
import { sql } from "kysely";
import type { Caller } from "../contracts/contract-deps.ts";
import { canManageAllContracts } from "../contracts/find-accessible-contract.ts";
import type { Db } from "../db/create-database.ts";
import { HttpError } from "../http/http-error.ts";
import type { BuildRow } from "./to-build.ts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A build of a contract the caller may open (their own; any for moderators and admins), or 404. */
export async function findOwnedBuild(
  deps: { db: Db },
  caller: Caller,
  buildId: string,
): Promise<{ row: BuildRow; contractName: string; contractUserId: string | null }> {
  const notFound = new HttpError(404, "build_not_found", BUILD_NOT_FOUND_MESSAGE);
  if (!uuid.test(buildId)) throw notFound;
  const found = await deps.db
    .selectFrom("builds")
    .innerJoin("contracts", "contracts.id", "builds.contract_id")
    .selectAll("builds")
    .select(["contracts.name as contract_name", "contracts.user_id as contract_user_id"])
    .where("builds.id", "=", buildId)
    // Moderators and admins reach every contract's builds (spec §6 manage_contracts).
    .$if(!canManageAllContracts(caller), (q) =>
      q.where("contracts.user_id", "=", sql<string>`${caller.userId}::uuid`),
    )
    .executeTakeFirst();
  if (!found) throw notFound;
  const { contract_name, contract_user_id, ...row } = found;
  return { row, contractName: contract_name, contractUserId: contract_user_id };
}
