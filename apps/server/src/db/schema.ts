import type { ColumnType, Generated, JSONColumnType, Selectable } from "kysely";
import type { AnalysisTables } from "../analysis/analysis-tables.ts";
import type { AuthTables } from "../auth/auth-tables.ts";
import type { BuildTables } from "../builds/build-tables.ts";
import type { ChainTables } from "../chains/chain-tables.ts";
import type { TestingTables } from "../testing/testing-tables.ts";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type Json = ColumnType<unknown, string | undefined, string>;

/** Table shapes as Kysely sees them; keep in step with apps/server/migrations. */
export interface ContractProjectColumn {
  main: string;
  files: Array<{ path: string; size: number; dependency?: boolean }>;
  remappings: string[];
}

export interface ContractsTable {
  id: Generated<string>;
  user_id: string | null;
  name: string;
  file_name: string;
  language: Generated<string>;
  status: Generated<string>;
  source_hash: string | null;
  source_path: string | null;
  source_size: number | null;
  converted_path: string | null;
  error_message: string | null;
  metadata: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  /** Conversion options (packages/api contractConfigSchema); see migrations/0200. */
  config: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  diagnostics: JSONColumnType<unknown[], string | undefined, string>;
  /** A project upload's main file, files and remappings (migrations/0505); null for one file. */
  project: JSONColumnType<ContractProjectColumn | null, string | null | undefined, string | null>;
  current_version: number | null;
  last_job_id: string | null;
  last_activity_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The contract's list entry as JSON text without its closing brace, kept by a trigger (migrations/0052). */
  list_json: Generated<string>;
}

export interface ContractVersionsTable {
  id: Generated<string>;
  contract_id: string;
  version: number;
  kind: "conversion" | "upload" | "edit" | "restore";
  note: Generated<string>;
  storage_prefix: string;
  files: JSONColumnType<string[], string, string>;
  created_by: string | null;
  created_at: Timestamp;
}

export interface ContractMetricsTable {
  id: Generated<string>;
  contract_id: string;
  processing_time_seconds: number | null;
  metrics: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ErrorLogsTable {
  id: Generated<string>;
  error_type: string;
  error_message: string;
  stack_trace: string | null;
  context: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  contract_id: string | null;
  user_id: string | null;
  source: ColumnType<"client" | "server", "client" | "server" | undefined, "client" | "server">;
  request_id: string | null;
  created_at: Timestamp;
}

export interface JobsTable {
  id: Generated<string>;
  type: string;
  payload: Json;
  status: ColumnType<
    "queued" | "running" | "succeeded" | "failed",
    "queued" | "running" | "succeeded" | "failed" | undefined,
    "queued" | "running" | "succeeded" | "failed"
  >;
  progress: Generated<number>;
  progress_message: string | null;
  result: Json | null;
  error: string | null;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  user_id: string | null;
  /** Jobs of the same user waiting or running when this one was queued (fair order). */
  turn: Generated<number>;
  /** On pg-boss, the queue job that currently hands this job to a worker. */
  queue_ref: string | null;
  run_at: Timestamp;
  locked_by: string | null;
  heartbeat_at: NullableTimestamp;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Timestamp;
}

export interface Database
  extends AuthTables,
    AnalysisTables,
    BuildTables,
    ChainTables,
    TestingTables {
  contracts: ContractsTable;
  contract_metrics: ContractMetricsTable;
  contract_versions: ContractVersionsTable;
  error_logs: ErrorLogsTable;
  jobs: JobsTable;
  schema_migrations: SchemaMigrationsTable;
}

export type ContractRow = Selectable<ContractsTable>;
export type JobRow = Selectable<JobsTable>;
export type ContractVersionRow = Selectable<ContractVersionsTable>;
