import type { Db } from "../db/create-database.ts";
import type { ContractRow } from "../db/schema.ts";

/** The e-mail of the contract's owner (null once the account is gone). */
export async function getOwnerEmail(
  deps: { db: Db },
  contract: ContractRow,
): Promise<string | null> {
  if (!contract.user_id) return null;
  const row = await deps.db
    .selectFrom("users")
    .select("email")
    .where("id", "=", contract.user_id)
    .executeTakeFirst();
  return row?.email ?? null;
}
