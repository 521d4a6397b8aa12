import { sql } from "kysely";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/create-database.ts";

/** RPC cleanup_expired_sessions: ends expired sessions; returns how many. */
export async function cleanupExpiredSessions(deps: { db: Db; clock: Clock }): Promise<number> {
  const result = await sql<{ ended: number }>`
    select cleanup_expired_sessions(${deps.clock.now().toISOString()}::timestamptz) as ended`.execute(
    deps.db,
  );
  return Number(result.rows[0].ended);
}
