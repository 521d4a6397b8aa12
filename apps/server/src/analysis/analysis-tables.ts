import type { ColumnType, Generated, JSONColumnType } from "kysely";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Analysis tables as Kysely sees them; keep in step with migrations/0300_analysis.sql. */
export interface AnalysisTables {
  analyses: {
    id: Generated<string>;
    contract_id: string;
    version: number;
    contract_version: number | null;
    result: JSONColumnType<Record<string, unknown>, string, string>;
    created_by: string | null;
    created_at: Timestamp;
  };
  ai_answers: {
    cache_key: string;
    model: string;
    answer: JSONColumnType<Record<string, unknown>, string, string>;
    created_at: Timestamp;
  };
  ai_usage: {
    user_id: string;
    day: string;
    requests: number;
  };
}
