import type { Db } from "../db/create-database.ts";
import { HttpError } from "../http/http-error.ts";

/** Removes one of the user's custom chains. */
export async function deleteCustomChain(deps: { db: Db }, userId: string, chainId: string) {
  const result = await deps.db
    .deleteFrom("custom_chains")
    .where("user_id", "=", userId)
    .where("chain_id", "=", chainId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) {
    throw new HttpError(404, "unknown_chain", `You have no custom chain "${chainId}"`);
  }
}
