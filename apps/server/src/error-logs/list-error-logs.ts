import type { ErrorLogSummary } from "@contract-platform/api";
import { sql } from "kysely";
import type { Db } from "../db/create-database.ts";

/** error_type and created_at of the failures at or after `since` (one user's when `userId`). */
export async function listErrorLogs(
  deps: { db: Db },
  query: { since: Date; limit?: number; userId?: string },
): Promise<ErrorLogSummary[]> {
  let select = deps.db.selectFrom("error_logs").where("created_at", ">=", query.since);
  if (query.userId) select = select.where("user_id", "=", sql<string>`${query.userId}::uuid`);
  const rows = await select
    .select(["error_type", "created_at"])
    .orderBy("created_at", "desc")
    .limit(query.limit ?? 1000)
    .execute();
  return rows.map((row) => ({
    errorType: row.error_type,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
