import type { ErrorLogSummary } from "@contract-platform/api";
import type { Db } from "../db/create-database.ts";

/** error_type and created_at of the failures at or after `since` (for error statistics). */
export async function listErrorLogs(
  deps: { db: Db },
  query: { since: Date; limit?: number },
): Promise<ErrorLogSummary[]> {
  const rows = await deps.db
    .selectFrom("error_logs")
    .select(["error_type", "created_at"])
    .where("created_at", ">=", query.since)
    .orderBy("created_at", "desc")
    .limit(query.limit ?? 1000)
    .execute();
  return rows.map((row) => ({
    errorType: row.error_type,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
