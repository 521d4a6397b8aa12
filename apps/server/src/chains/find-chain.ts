import { type ChainConfig, findChainPreset } from "@contract-platform/api";
import type { Db } from "../db/create-database.ts";
import { HttpError } from "../http/http-error.ts";
import { toChainConfig } from "./to-chain-config.ts";

/** A preset or one of the user's custom chains; 404 unknown_chain otherwise. */
export async function findChain(
  deps: { db: Db },
  userId: string,
  chainId: string,
): Promise<ChainConfig> {
  const preset = findChainPreset(chainId);
  if (preset) return preset;
  const row = await deps.db
    .selectFrom("custom_chains")
    .selectAll()
    .where("user_id", "=", userId)
    .where("chain_id", "=", chainId)
    .executeTakeFirst();
  if (!row)
    throw new HttpError(
      404,
      "unknown_chain",
      `Unknown chain "${chainId}": add it as a custom chain first`,
    );
  return toChainConfig(row);
}
