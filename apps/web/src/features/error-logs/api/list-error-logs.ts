import { type ErrorLogSummary, listErrorLogsResponseSchema } from "@contract-platform/api";
import { useQuery } from "@tanstack/react-query";
import { apiRequest, type FetchLike } from "@/lib/api-client";

/** GET /api/error-logs?since=ISO: error_type and created_at of the caller's errors (all for admins). */
export async function listErrorLogs(since: Date, fetch?: FetchLike): Promise<ErrorLogSummary[]> {
  const data = await apiRequest(
    `/api/error-logs?since=${encodeURIComponent(since.toISOString())}`,
    {
      timeoutMs: 10_000,
      fetch,
    },
  );
  return listErrorLogsResponseSchema.parse(data).errorLogs;
}

/** The last 7 days (the widest window); narrower windows are computed from the same rows. */
export function useErrorLogs(now: () => number = Date.now) {
  return useQuery({
    queryKey: ["error-logs", "7d"],
    queryFn: () => listErrorLogs(new Date(now() - 168 * 3_600_000)),
    staleTime: 60_000,
  });
}
