import type { AuthAnalytics } from "@contract-platform/api";
import type { AuthDeps } from "./auth-runtime.ts";

const cacheMs = 5 * 60_000;
const windowHours = 24;

/**
 * spec §9 auth analytics over the last 24 hours: totals, success rate, average duration, counts
 * per type and the top 5 error codes. Cached for 5 minutes.
 */
export async function getAuthAnalytics(
  deps: Pick<AuthDeps, "db" | "clock" | "auth">,
): Promise<AuthAnalytics> {
  const now = deps.clock.now();
  const cached = deps.auth.cache.get("auth-analytics");
  if (cached && now.getTime() - cached.at < cacheMs) return cached.value as AuthAnalytics;
  const rows = await deps.db
    .selectFrom("auth_events")
    .select(["type", "success", "duration", "error_code"])
    .where("created_at", ">=", new Date(now.getTime() - windowHours * 3_600_000))
    .execute();
  const byType: AuthAnalytics["byType"] = {};
  const errors = new Map<string, number>();
  let succeeded = 0;
  let duration = 0;
  for (const row of rows) {
    byType[row.type] ??= { total: 0, failed: 0 };
    const entry = byType[row.type];
    entry.total++;
    duration += row.duration;
    if (row.success) succeeded++;
    else {
      entry.failed++;
      const code = row.error_code ?? "unknown";
      errors.set(code, (errors.get(code) ?? 0) + 1);
    }
  }
  const value: AuthAnalytics = {
    windowHours,
    totalEvents: rows.length,
    successRate: rows.length ? Math.round((succeeded / rows.length) * 100) : 100,
    averageDuration: rows.length ? Math.round(duration / rows.length) : 0,
    byType,
    topErrors: [...errors.entries()]
      .map(([errorCode, count]) => ({ errorCode, count }))
      .sort((a, b) => b.count - a.count || a.errorCode.localeCompare(b.errorCode))
      .slice(0, 5),
    generatedAt: now.toISOString(),
  };
  deps.auth.cache.set("auth-analytics", { at: now.getTime(), value });
  return value;
}
