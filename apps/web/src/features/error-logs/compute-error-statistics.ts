import type { ErrorLogSummary } from "@contract-platform/api";

export const ERROR_WINDOWS = { "1h": 1, "24h": 24, "7d": 168 } as const;
export type ErrorWindow = keyof typeof ERROR_WINDOWS;
export const DEFAULT_ERROR_WINDOW: ErrorWindow = "24h";
export const TOP_ERRORS = 5;

export type ErrorStatistics = {
  total: number;
  /** spec §9: count divided by the window's hours, times 100. */
  errorRate: number;
  topErrors: { errorType: string; count: number }[];
};

/** Error statistics for one window ending at `now`, from the error_type/created_at rows. */
export function computeErrorStatistics(
  logs: ErrorLogSummary[],
  window: ErrorWindow,
  now: number,
): ErrorStatistics {
  const hours = ERROR_WINDOWS[window];
  const since = now - hours * 3_600_000;
  const counts = new Map<string, number>();
  let total = 0;
  for (const log of logs) {
    const at = Date.parse(log.createdAt);
    if (Number.isNaN(at) || at < since || at > now) continue;
    total++;
    counts.set(log.errorType, (counts.get(log.errorType) ?? 0) + 1);
  }
  const topErrors = [...counts]
    .map(([errorType, count]) => ({ errorType, count }))
    .sort((a, b) => b.count - a.count || a.errorType.localeCompare(b.errorType))
    .slice(0, TOP_ERRORS);
  return { total, errorRate: (total / hours) * 100, topErrors };
}
