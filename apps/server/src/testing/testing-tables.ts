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
}
