import type { ColumnType, Generated } from "kysely";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/** Chain and notification tables; keep in step with migrations/065x. */
export interface ChainTables {
  custom_chains: {
    id: Generated<string>;
    user_id: string;
    chain_id: string;
    name: string;
    network: "testnet" | "mainnet";
    rpc: string;
    rest: string | null;
    denom: string;
    display_denom: string;
    decimals: number;
    gas_price: number;
    bech32_prefix: string;
    created_at: Timestamp;
  };
  notifications: {
    id: Generated<string>;
    user_id: string;
    kind: string;
    severity: Generated<"info" | "warning" | "critical">;
    title: string;
    body: Generated<string>;
    link: string | null;
    contract_id: string | null;
    read_at: NullableTimestamp;
    created_at: Timestamp;
  };
}
