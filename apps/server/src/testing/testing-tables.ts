import type { ColumnType, Generated, JSONColumnType } from "kysely";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/** Testing tables as Kysely sees them; keep in step with migrations/05xx_testing_*.sql. */
export interface TestingTables {
  contract_interfaces: {
    contract_id: string;
    source_hash: string;
    contracts: JSONColumnType<unknown[], string, string>;
    errors: JSONColumnType<string[], string | undefined, string>;
    created_at: Timestamp;
  };
  scenarios: {
    id: Generated<string>;
    contract_id: string;
    name: string;
    description: Generated<string>;
    origin: string;
    body: JSONColumnType<Record<string, unknown>, string, string>;
    recorded_at: NullableTimestamp;
    created_by: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  testing_settings: {
    id: Generated<string>;
    user_id: string;
    contract_id: string | null;
    settings: JSONColumnType<Record<string, unknown>, string, string>;
    updated_at: Timestamp;
  };
  test_runs: {
    id: Generated<string>;
    contract_id: string;
    number: number;
    contract_version: number | null;
    status: Generated<string>;
    trigger: Generated<string>;
    request: JSONColumnType<Record<string, unknown>, string, string>;
    scenarios: JSONColumnType<unknown[], string | undefined, string>;
    engine: string | null;
    cosmwasm: JSONColumnType<
      Record<string, unknown> | null,
      string | null | undefined,
      string | null
    >;
    job_id: string | null;
    progress: Generated<number>;
    progress_message: string | null;
    steps: JSONColumnType<unknown[], string | undefined, string>;
    divergences: JSONColumnType<unknown[], string | undefined, string>;
    rules: JSONColumnType<unknown[], string | undefined, string>;
    summary: JSONColumnType<Record<string, unknown>, string | undefined, string>;
    error: string | null;
    cancel_requested: Generated<boolean>;
    created_by: string | null;
    created_at: Timestamp;
    started_at: NullableTimestamp;
    finished_at: NullableTimestamp;
  };
  business_rules: {
    id: Generated<string>;
    contract_id: string;
    name: string;
    expression: string;
    enabled: Generated<boolean>;
    created_by: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
}
