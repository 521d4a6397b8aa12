import type { ColumnType, Generated, JSONColumnType } from "kysely";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type Json<T extends object | null> = JSONColumnType<T, string | undefined, string>;

export type BuildStatusValue =
  | "queued"
  | "running"
  | "succeeded"
  | "invalid"
  | "failed"
  | "refused"
  | "unsupported"
  | "timed-out"
  | "cancelled";

/**
 * Build, deployment and local-chain tables as Kysely sees them; keep in step with
 * migrations/0600_builds.sql and 0601_deployments_and_local_chain.sql.
 */
export interface BuildTables {
  builds: {
    id: Generated<string>;
    contract_id: string;
    user_id: string | null;
    contract_version: number;
    status: ColumnType<BuildStatusValue, BuildStatusValue | undefined, BuildStatusValue>;
    input_hash: string;
    reused_from: string | null;
    job_id: string | null;
    artifacts: Json<unknown[]>;
    checksum: string | null;
    size_bytes: number | null;
    diagnostics: Json<unknown[]>;
    violations: Json<unknown[]>;
    log: Generated<string>;
    toolchain: JSONColumnType<
      Record<string, unknown> | null,
      string | null | undefined,
      string | null
    >;
    cargo_lock: string | null;
    error: string | null;
    cancel_requested_at: NullableTimestamp;
    started_at: NullableTimestamp;
    finished_at: NullableTimestamp;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  build_settings: {
    id: Generated<boolean>;
    allow_build_scripts: boolean;
    allow_any_dependency: boolean;
    extra_allowed_crates: ColumnType<string[], string[] | undefined, string[]>;
    updated_by: string | null;
    updated_at: Timestamp;
  };
  deployments: {
    id: Generated<string>;
    contract_id: string;
    user_id: string;
    build_id: string | null;
    chain_id: string;
    network: "local" | "testnet" | "mainnet";
    code_id: ColumnType<string, string | number, string | number>;
    contract_address: string;
    checksum: string;
    deployer_address: string;
    admin_address: string | null;
    label: string;
    instantiate_msg: JSONColumnType<Record<string, unknown>, string, string>;
    funds: Json<unknown[]>;
    store_tx_hash: string | null;
    instantiate_tx_hash: string | null;
    verification: JSONColumnType<
      Record<string, unknown> | null,
      string | null | undefined,
      string | null
    >;
    created_at: Timestamp;
  };
  local_chains: {
    user_id: string;
    chain_id: string;
    state: JSONColumnType<Record<string, unknown>, string, string>;
    revision: Generated<number>;
    updated_at: Timestamp;
  };
  local_chain_codes: {
    user_id: string;
    code_id: number;
    checksum: string;
    creator: string;
    created_at: Timestamp;
  };
  local_chain_txs: {
    id: Generated<string>;
    user_id: string;
    tx_hash: string;
    height: ColumnType<string, string | number, string | number>;
    block_time: Timestamp;
    kind: "store" | "instantiate" | "execute" | "send";
    sender: string;
    contract_address: string | null;
    code_id: number | null;
    deployment_id: string | null;
    msg: JSONColumnType<Record<string, unknown> | null, string | undefined, string>;
    funds: Json<unknown[]>;
    ok: boolean;
    error: string | null;
    events: Json<unknown[]>;
    data: string | null;
    gas_used: ColumnType<string | null, string | number | null | undefined, string | number | null>;
    created_at: Timestamp;
  };
}
