import { sql } from "kysely";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/create-database.ts";

const dayMs = 24 * 60 * 60_000;

/**
 * RPC cleanup_expired_sessions: ends expired sessions (the SQL function of the same name) and
 * drops auth records no window looks at any more: sign-in attempts older than a day (and lock rows left without any), finished
 * rate-limit windows, used or expired confirmation tokens, analytics events older than 7 days.
 * Returns how many sessions were ended.
 */
export async function cleanupExpiredSessions(deps: { db: Db; clock: Clock }): Promise<number> {
  const now = deps.clock.now();
  const result = await sql<{ ended: number }>`
    select cleanup_expired_sessions(${now.toISOString()}::timestamptz) as ended`.execute(deps.db);
  await deps.db
    .deleteFrom("login_attempts")
    .where("attempted_at", "<", new Date(now.getTime() - dayMs))
    .execute();
  await sql`delete from login_lockouts l
    where (l.locked_until is null or l.locked_until <= ${now.toISOString()}::timestamptz)
      and not exists (select 1 from login_attempts a where a.email = l.email)`.execute(deps.db);
  await sql`delete from rate_limits
    where window_start + make_interval(secs => window_seconds) <= ${now.toISOString()}::timestamptz`.execute(
    deps.db,
  );
  await deps.db
    .deleteFrom("email_confirmations")
    .where("expires_at", "<", new Date(now.getTime() - dayMs))
    .execute();
  await deps.db
    .deleteFrom("auth_events")
    .where("created_at", "<", new Date(now.getTime() - 7 * dayMs))
    .execute();
  return Number(result.rows[0].ended);
}
