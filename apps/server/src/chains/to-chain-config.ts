import type { ChainConfig } from "@contract-platform/api";
import type { Selectable } from "kysely";
import type { ChainTables } from "./chain-tables.ts";

export type CustomChainRow = Selectable<ChainTables["custom_chains"]>;

export function toChainConfig(row: CustomChainRow): ChainConfig {
  return {
    chainId: row.chain_id,
    name: row.name,
    network: row.network,
    rpc: row.rpc,
    rest: row.rest,
    denom: row.denom,
    displayDenom: row.display_denom,
    decimals: row.decimals,
    gasPrice: row.gas_price,
    bech32Prefix: row.bech32_prefix,
    explorerTxUrl: null,
    note: null,
    source: "custom",
  };
}
