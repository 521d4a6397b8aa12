import { statsResponseSchema } from "@contract-platform/api";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { contractKeys } from "./query-keys";

/**
 * GET /api/stats: the landing cards (spec §2/§9) for the caller, platform-wide for admins.
 * Kept fresh by useRealtime, which invalidates ["stats"] on contracts / contract_metrics changes.
 */
export async function getStats() {
  return statsResponseSchema.parse(await apiRequest("/api/stats", { timeoutMs: 10_000 }));
}

export function useStats(enabled = true) {
  return useQuery({ queryKey: contractKeys.stats, queryFn: getStats, enabled, retry: false });
}
