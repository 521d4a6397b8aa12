import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/create-database.ts";

export interface ErrorLogEntry {
  errorType: string;
  errorMessage: string;
  stackTrace?: string | null;
  context?: Record<string, unknown>;
  contractId?: string | null;
  userId?: string | null;
  source: "client" | "server";
  requestId?: string | null;
}

/** Stores one failure in error_logs (spec §3) and returns its id. */
export async function recordErrorLog(
  deps: { db: Db; clock: Clock },
  entry: ErrorLogEntry,
): Promise<string> {
  const row = await deps.db
    .insertInto("error_logs")
    .values({
      error_type: entry.errorType,
      error_message: entry.errorMessage,
      stack_trace: entry.stackTrace ?? null,
      context: JSON.stringify(entry.context ?? {}),
      contract_id: entry.contractId ?? null,
      user_id: entry.userId ?? null,
      source: entry.source,
      request_id: entry.requestId ?? null,
      created_at: deps.clock.now(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
