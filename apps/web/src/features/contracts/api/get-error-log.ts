import { errorLogDetailSchema } from "@contract-platform/api";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { contractKeys } from "./query-keys";

/** GET /api/error-logs/:id — one entry with its stack trace and context. */
export async function getErrorLog(id: string) {
  return errorLogDetailSchema.parse(await apiRequest(`/api/error-logs/${encodeURIComponent(id)}`));
}

export function useErrorLog(id: string | null | undefined) {
  return useQuery({
    queryKey: contractKeys.errorLog(id ?? ""),
    queryFn: () => getErrorLog(id as string),
    enabled: Boolean(id),
  });
}
