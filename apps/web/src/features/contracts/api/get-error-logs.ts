import { type ErrorLogsQuery, errorLogsResponseSchema } from "@contract-platform/api";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { contractKeys } from "./query-keys";

/** GET /api/error-logs?window=1h|24h|7d&type=&search= — counts by type, error rate, entries. */
export async function getErrorLogs(query: ErrorLogsQuery = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  return errorLogsResponseSchema.parse(await apiRequest(`/api/error-logs?${params}`));
}

export function useErrorLogs(query: ErrorLogsQuery = {}) {
  return useQuery({ queryKey: contractKeys.errorLogs(query), queryFn: () => getErrorLogs(query) });
}
