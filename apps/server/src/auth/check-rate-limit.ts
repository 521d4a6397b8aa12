import type { RateLimiterResponse } from "@contract-platform/api";
import { sql } from "kysely";
import type { Db } from "../db/create-database.ts";

/**
 * Counts one request against a fixed window per (identifier, endpoint) and says whether it is
 * within `limit`. One upsert does read, reset and increment, so concurrent requests on any number
 * of server instances can never let more than `limit` through in a window.
 */
export async function checkRateLimit(
  db: Db,
  input: { identifier: string; endpoint: string; limit: number; windowMs: number; now: Date },
): Promise<RateLimiterResponse> {
  const windowSeconds = Math.max(1, Math.round(input.windowMs / 1000));
  const now = input.now.toISOString();
  const result = await sql<{ count: number; window_start: Date | string }>`
    insert into rate_limits as r (identifier, endpoint, window_start, window_seconds, count)
    values (${input.identifier}, ${input.endpoint}, ${now}::timestamptz, ${windowSeconds}, 1)
    on conflict (identifier, endpoint) do update set
      count = case
        when r.window_start + make_interval(secs => r.window_seconds) <= ${now}::timestamptz
          or r.window_seconds <> excluded.window_seconds then 1
        else r.count + 1 end,
      window_start = case
        when r.window_start + make_interval(secs => r.window_seconds) <= ${now}::timestamptz
          or r.window_seconds <> excluded.window_seconds then excluded.window_start
        else r.window_start end,
      window_seconds = excluded.window_seconds
    returning count, window_start`.execute(db);
  const row = result.rows[0];
  const count = Number(row.count);
  return {
    allowed: count <= input.limit,
    remaining: Math.max(0, input.limit - count),
    resetTime: new Date(row.window_start).getTime() + windowSeconds * 1000,
  };
}
