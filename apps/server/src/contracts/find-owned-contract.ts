import { CONTRACT_NOT_FOUND_MESSAGE } from "@contract-platform/api";
import { sql } from "kysely";
import type { Db } from "../db/create-database.ts";
import type { ContractRow } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import type { Caller } from "./contract-deps.ts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function contractNotFound(): HttpError {
  return new HttpError(404, "contract_not_found", CONTRACT_NOT_FOUND_MESSAGE);
}

/**
 * The caller's contract, or 404 'Contract not found or access denied' — the same answer for a
 * missing id and for someone else's contract, so ids cannot be probed.
 */
export async function findOwnedContract(
  deps: { db: Db },
  caller: Caller,
  contractId: string,
): Promise<ContractRow> {
  if (!uuid.test(contractId)) throw contractNotFound();
  const row = await deps.db
    .selectFrom("contracts")
    .selectAll()
    .where("id", "=", contractId)
    .where("user_id", "=", sql<string>`${caller.userId}::uuid`)
    .executeTakeFirst();
  if (!row) throw contractNotFound();
  return row;
}
