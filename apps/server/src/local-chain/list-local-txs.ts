import type { LocalTx } from "@contract-platform/api";
import type { Db } from "../db/create-database.ts";
import { toLocalTx } from "./local-tx.ts";

/**
 * The history of a deployment on the local chain (its code upload and instantiation included),
 * newest first.
 */
export async function listLocalTxs(
  deps: { db: Db },
  userId: string,
  deployment: { id: string; contractAddress: string },
  limit = 100,
): Promise<LocalTx[]> {
  const rows = await deps.db
    .selectFrom("local_chain_txs")
    .selectAll()
    .where("user_id", "=", userId)
    .where((eb) =>
      eb.or([
        eb("contract_address", "=", deployment.contractAddress),
        eb("deployment_id", "=", deployment.id),
      ]),
    )
    .orderBy("height", "desc")
    .limit(limit)
    .execute();
  return rows.map(toLocalTx);
}
