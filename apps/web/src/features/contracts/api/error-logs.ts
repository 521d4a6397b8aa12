import {
  type ErrorLogsQuery,
  errorLogDetailSchema,
  errorLogsResponseSchema,
} from "@contract-platform/api";
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

/** GET /api/error-logs/:id — stack trace and context. */
export async function getErrorLog(id: string) {
  return errorLogDetailSchema.parse(await apiRequest(`/api/error-logs/${encodeURIComponent(id)}`));
}

export function useErrorLogs(query: ErrorLogsQuery = {}) {
  return useQuery({ queryKey: contractKeys.errorLogs(query), queryFn: () => getErrorLogs(query) });
}

export function useErrorLog(id: string | null | undefined) {
  return useQuery({
    queryKey: contractKeys.errorLog(id ?? ""),
    queryFn: () => getErrorLog(id as string),
    enabled: Boolean(id),
  });
}
