import type { ErrorLogDetail } from "@contract-platform/api";
import { sql } from "kysely";
import type { Caller } from "../contracts/contract-deps.ts";
import type { Db } from "../db/create-database.ts";
import { HttpError } from "../http/http-error.ts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One error log entry with its stack and context; others' entries are not found (admins: all). */
export async function getErrorLog(
  deps: { db: Db },
  caller: Caller,
  id: string,
): Promise<ErrorLogDetail> {
  const notFound = new HttpError(404, "not_found", "Error log entry not found");
  if (!uuid.test(id)) throw notFound;
  let query = deps.db.selectFrom("error_logs").selectAll().where("id", "=", id);
  if (caller.role !== "admin") {
    query = query.where("user_id", "=", sql<string>`${caller.userId}::uuid`);
  }
  const row = await query.executeTakeFirst();
  if (!row) throw notFound;
  return {
    id: row.id,
    errorType: row.error_type,
    errorMessage: row.error_message,
    source: row.source,
    contractId: row.contract_id,
    userId: row.user_id,
    createdAt: new Date(row.created_at).toISOString(),
    stackTrace: row.stack_trace,
    context: row.context ?? {},
    requestId: row.request_id,
  };
}
