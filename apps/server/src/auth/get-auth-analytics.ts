import { AUTH_LIMITS, type AuthAnalytics, type AuthAnalyticsHour } from "@contract-platform/api";
import type { AuthDeps } from "./auth-runtime.ts";

export const ANALYTICS_CACHE_MS = 5 * 60_000;
const windowHours = 24;
const retentionDays = 7;
const hourMs = 3_600_000;
const eventTypes = ["signin", "signup", "session_refresh", "security_violation"] as const;

/**
 * spec §9 auth analytics: of the stored events (at most 1000, none older than 7 days), those of
 * the last 24 hours — totals, success rate, average duration, counts per type, the top 5 error
 * codes and 24 hourly buckets for the charts. Cached for 5 minutes.
 */
export async function getAuthAnalytics(
  deps: Pick<AuthDeps, "db" | "clock" | "auth">,
): Promise<AuthAnalytics> {
  const now = deps.clock.now();
  const cached = deps.auth.cache.get("auth-analytics");
  if (cached && now.getTime() - cached.at < ANALYTICS_CACHE_MS)
    return cached.value as AuthAnalytics;
  const retainedSince = new Date(now.getTime() - retentionDays * 24 * hourMs);
  const rows = await deps.db
    .selectFrom("auth_events")
    .select(["type", "success", "duration", "error_code", "created_at"])
    .where("created_at", ">=", retainedSince)
    .orderBy("id", "desc")
    .limit(AUTH_LIMITS.authLogCap)
    .execute();
  // Hour buckets aligned to the hour, the last one being the current (partial) hour.
  const currentHour = Math.floor(now.getTime() / hourMs) * hourMs;
  const firstHour = currentHour - (windowHours - 1) * hourMs;
  const hourly: AuthAnalyticsHour[] = Array.from({ length: windowHours }, (_, i) => ({
    hour: new Date(firstHour + i * hourMs).toISOString(),
    signin: 0,
    signup: 0,
    session_refresh: 0,
    security_violation: 0,
    failed: 0,
  }));
  const windowStart = now.getTime() - windowHours * hourMs;
  const byType: AuthAnalytics["byType"] = {};
  const errors = new Map<string, number>();
  let total = 0;
  let succeeded = 0;
  let duration = 0;
  for (const row of rows) {
    const at = new Date(row.created_at).getTime();
    if (at < windowStart) continue;
    total++;
    byType[row.type] ??= { total: 0, failed: 0 };
    const entry = byType[row.type];
    entry.total++;
    duration += row.duration;
    const bucket = hourly[Math.floor((at - firstHour) / hourMs)];
    if (bucket && (eventTypes as readonly string[]).includes(row.type)) {
      bucket[row.type as (typeof eventTypes)[number]]++;
    }
    if (row.success) succeeded++;
    else {
      entry.failed++;
      if (bucket) bucket.failed++;
      const code = row.error_code ?? "unknown";
      errors.set(code, (errors.get(code) ?? 0) + 1);
    }
  }
  const oldest = rows.at(-1)?.created_at;
  const value: AuthAnalytics = {
    windowHours,
    totalEvents: total,
    successRate: total ? Math.round((succeeded / total) * 100) : 100,
    averageDuration: total ? Math.round(duration / total) : 0,
    byType,
    topErrors: [...errors.entries()]
      .map(([errorCode, count]) => ({ errorCode, count }))
      .sort((a, b) => b.count - a.count || a.errorCode.localeCompare(b.errorCode))
      .slice(0, 5),
    hourly,
    retained: {
      events: rows.length,
      oldest: oldest ? new Date(oldest).toISOString() : null,
      days: retentionDays,
    },
    cacheSeconds: ANALYTICS_CACHE_MS / 1000,
    generatedAt: now.toISOString(),
  };
  deps.auth.cache.set("auth-analytics", { at: now.getTime(), value });
  return value;
}
