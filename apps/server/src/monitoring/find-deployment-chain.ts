import { type ChainConfig, findChainPreset, LOCAL_CHAIN_ID } from "@contract-platform/api";
import { toChainConfig } from "../chains/to-chain-config.ts";
import type { Db } from "../db/create-database.ts";

/**
 * The chain a deployment lives on: a preset or its owner's custom chain; null for the built-in
 * local chain and for a custom chain its owner has since removed.
 */
export async function findDeploymentChain(
  deps: { db: Db },
  deployment: { chain_id: string; user_id: string },
): Promise<ChainConfig | null> {
  if (deployment.chain_id === LOCAL_CHAIN_ID) return null;
  const preset = findChainPreset(deployment.chain_id);
  if (preset) return preset;
  const row = await deps.db
    .selectFrom("custom_chains")
    .selectAll()
    .where("user_id", "=", deployment.user_id)
    .where("chain_id", "=", deployment.chain_id)
    .executeTakeFirst();
  return row ? toChainConfig(row) : null;
}
