import { type ChainConfig, chainPresets } from "@contract-platform/api";
import type { Db } from "../db/create-database.ts";
import { toChainConfig } from "./to-chain-config.ts";

/** The presets, then the user's own chains by name. */
export async function listChains(deps: { db: Db }, userId: string): Promise<ChainConfig[]> {
  const rows = await deps.db
    .selectFrom("custom_chains")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("name")
    .execute();
  return [...chainPresets, ...rows.map(toChainConfig)];
}
