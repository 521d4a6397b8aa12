import type { ColumnType, Generated } from "kysely";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Int8 = ColumnType<string, string | number, string | number>;
type NullableInt8 = ColumnType<
  string | null,
  string | number | null | undefined,
  string | number | null
>;
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
  deployment_monitors: {
    deployment_id: string;
    next_poll_at: Timestamp;
    consecutive_failures: Generated<number>;
    last_polled_at: NullableTimestamp;
    last_success_at: NullableTimestamp;
    last_error: string | null;
    reachable: boolean | null;
    latest_height: NullableInt8;
    scanned_height: NullableInt8;
    admin_address: string | null;
    code_id: NullableInt8;
    watched_signers: ColumnType<string[], string[] | undefined, string[]>;
  };
  deployment_health_checks: {
    id: Generated<string>;
    deployment_id: string;
    checked_at: Timestamp;
    reachable: boolean;
    latency_ms: number | null;
    latest_height: NullableInt8;
    admin_address: string | null;
    code_id: NullableInt8;
    error: string | null;
  };
  deployment_activity: {
    id: Generated<string>;
    deployment_id: string;
    tx_hash: string;
    height: Int8;
    executed_at: Timestamp;
    success: boolean;
    code: Generated<number>;
    gas_used: Int8;
    gas_wanted: Int8;
    sender: string | null;
    action: string;
    error: string | null;
  };
  alert_rules: {
    id: Generated<string>;
    user_id: string;
    deployment_id: string | null;
    kind: "failure_rate" | "admin_changed" | "code_migrated";
    threshold_percent: number | null;
    min_transactions: Generated<number>;
    enabled: Generated<boolean>;
    created_at: Timestamp;
  };
  alert_firings: {
    id: Generated<string>;
    rule_id: string;
    deployment_id: string;
    fired_at: Timestamp;
    details: ColumnType<unknown, string | undefined, string>;
  };
}
