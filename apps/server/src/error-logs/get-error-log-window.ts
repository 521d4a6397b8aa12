import {
  type ErrorLogsQuery,
  type ErrorLogsResponse,
  errorLogsQuerySchema,
  errorLogWindows,
  errorRate,
} from "@contract-platform/api";
import { sql } from "kysely";
import type { Clock } from "../clock/clock.ts";
import type { Caller } from "../contracts/contract-deps.ts";
import type { Db } from "../db/create-database.ts";

/**
 * The System Logs view: errors in the last 1h / 24h / 7d (spec §9), counts by type, the error
 * rate (count / hours × 100) and the entries filtered by type and text. Admins see every entry,
 * everyone else their own.
 */
export async function getErrorLogWindow(
  deps: { db: Db; clock: Clock },
  caller: Caller,
  input: ErrorLogsQuery,
): Promise<ErrorLogsResponse> {
  const query = errorLogsQuerySchema.parse(input);
  const hours = errorLogWindows[query.window];
  const since = new Date(deps.clock.now().getTime() - hours * 3_600_000);
  let base = deps.db.selectFrom("error_logs").where("created_at", ">=", since);
  if (caller.role !== "admin") {
    base = base.where("user_id", "=", sql<string>`${caller.userId}::uuid`);
  }
  const counts = await base
    .select(["error_type", (eb) => eb.fn.countAll<string>().as("count")])
    .groupBy("error_type")
    .orderBy("count", "desc")
    .orderBy("error_type")
    .execute();
  let entries = base;
  if (query.type) entries = entries.where("error_type", "=", query.type);
  const search = query.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    entries = entries.where((eb) =>
      eb.or([eb("error_message", "ilike", pattern), eb("error_type", "ilike", pattern)]),
    );
  }
  const rows = await entries
    .select(["id", "error_type", "error_message", "source", "contract_id", "user_id", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(query.limit)
    .execute();
  const total = counts.reduce((sum, row) => sum + Number(row.count), 0);
  return {
    window: query.window,
    since: since.toISOString(),
    hours,
    total,
    errorRate: errorRate(total, hours),
    countsByType: counts.map((row) => ({ type: row.error_type, count: Number(row.count) })),
    logs: rows.map((row) => ({
      id: row.id,
      errorType: row.error_type,
      errorMessage: row.error_message,
      source: row.source,
      contractId: row.contract_id,
      userId: row.user_id,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}
