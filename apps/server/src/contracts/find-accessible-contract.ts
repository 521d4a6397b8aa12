import { CONTRACT_NOT_FOUND_MESSAGE, hasPermission } from "@contract-platform/api";
import { sql } from "kysely";
import type { Db } from "../db/create-database.ts";
import type { ContractRow } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import type { Caller } from "./contract-deps.ts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function contractNotFound(): HttpError {
  return new HttpError(404, "contract_not_found", CONTRACT_NOT_FOUND_MESSAGE);
}

/** spec §6: moderators and admins (manage_contracts) open and manage every user's contracts. */
export function canManageAllContracts(caller: Pick<Caller, "role">): boolean {
  return hasPermission(caller.role, "manage_contracts");
}

/**
 * The contract when the caller may open it: their own, or any for moderators and admins
 * (manage_contracts). Otherwise 404 'Contract not found or access denied' — the same answer for
 * a missing id and for someone else's contract, so ids cannot be probed. Access to someone
 * else's contract is audited by auditContractAccess on the routes.
 */
export async function findAccessibleContract(
  deps: { db: Db },
  caller: Caller,
  contractId: string,
): Promise<ContractRow> {
  if (!uuid.test(contractId)) throw contractNotFound();
  let query = deps.db.selectFrom("contracts").selectAll().where("id", "=", contractId);
  if (!canManageAllContracts(caller)) {
    query = query.where("user_id", "=", sql<string>`${caller.userId}::uuid`);
  }
  const row = await query.executeTakeFirst();
  if (!row) throw contractNotFound();
  return row;
}
