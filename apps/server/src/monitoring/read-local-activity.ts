import type { ContractActivity } from "../chains/read-contract-activity.ts";
import type { Db } from "../db/create-database.ts";

/**
 * A built-in local chain deployment's activity, from that chain's own transaction history. The
 * local chain has no migrate or admin messages, so admin and code id are the deployment's.
 */
export async function readLocalActivity(
  db: Db,
  deployment: {
    user_id: string;
    contract_address: string;
    admin_address: string | null;
    code_id: string;
  },
  fromHeight: number,
): Promise<ContractActivity> {
  const rows = await db
    .selectFrom("local_chain_txs")
    .selectAll()
    .where("user_id", "=", deployment.user_id)
    .where("contract_address", "=", deployment.contract_address)
    .where("height", ">=", String(fromHeight))
    .orderBy("height")
    .limit(500)
    .execute();
  const latest = await db
    .selectFrom("local_chain_txs")
    .select((eb) => eb.fn.max("height").as("height"))
    .where("user_id", "=", deployment.user_id)
    .executeTakeFirst();
  return {
    latestHeight: Number(latest?.height ?? 0),
    admin: deployment.admin_address,
    codeId: Number(deployment.code_id),
    label: "",
    txs: rows.map((row) => ({
      hash: row.tx_hash,
      height: Number(row.height),
      time: row.block_time,
      success: row.ok,
      code: row.ok ? 0 : 1,
      gasUsed: Number(row.gas_used ?? 0),
      gasWanted: Number(row.gas_used ?? 0),
      sender: row.sender,
      action: row.kind === "execute" ? variantOf(row.msg) : row.kind,
      error: row.error,
    })),
  };
}

function variantOf(msg: Record<string, unknown> | null): string {
  const keys = msg ? Object.keys(msg) : [];
  return keys.length === 1 ? keys[0] : "execute";
}
