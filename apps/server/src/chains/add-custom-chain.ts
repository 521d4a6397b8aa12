import { type ChainConfig, type CustomChain, findChainPreset } from "@contract-platform/api";
import type { Db } from "../db/create-database.ts";
import { HttpError } from "../http/http-error.ts";
import { toChainConfig } from "./to-chain-config.ts";

/** Saves a validated custom chain for the user; its id may not be a preset's or already theirs. */
export async function addCustomChain(
  deps: { db: Db; clock: { now(): Date } },
  userId: string,
  chain: CustomChain,
): Promise<ChainConfig> {
  if (findChainPreset(chain.chainId)) {
    throw new HttpError(409, "chain_exists", `Chain "${chain.chainId}" is already a preset`);
  }
  const row = await deps.db
    .insertInto("custom_chains")
    .values({
      user_id: userId,
      chain_id: chain.chainId,
      name: chain.name,
      network: chain.network,
      rpc: chain.rpc,
      rest: chain.rest ?? null,
      denom: chain.denom,
      display_denom: chain.displayDenom ?? defaultDisplayDenom(chain.denom),
      decimals: chain.decimals,
      gas_price: chain.gasPrice,
      bech32_prefix: chain.bech32Prefix,
      created_at: deps.clock.now(),
    })
    .onConflict((conflict) => conflict.columns(["user_id", "chain_id"]).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) {
    throw new HttpError(409, "chain_exists", `You already have a chain "${chain.chainId}"`);
  }
  return toChainConfig(row);
}

/** untrn → NTRN, uosmo → OSMO, aconst → CONST, stake → STAKE. */
function defaultDisplayDenom(denom: string): string {
  const base = /^[ua][a-z]{3,}$/.test(denom) ? denom.slice(1) : denom;
  return base.replace(/^.*\//, "").slice(0, 16).toUpperCase();
}
