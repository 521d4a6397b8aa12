import { type HealthResponse, healthResponseSchema } from "@contract-platform/api";
import { useQuery } from "@tanstack/react-query";
import { ApiError, type FetchLike, fetchWithTimeout } from "@/lib/api-client";

/** GET /api/health. A 503 still carries the report (some service is down), so it is parsed too. */
export async function getHealth(fetch?: FetchLike): Promise<HealthResponse> {
  const response = await fetchWithTimeout("/api/health", {
    timeoutMs: 5000,
    cache: "no-store",
    fetch,
  });
  if (!response.ok && response.status !== 503) {
    throw new ApiError(`Health check answered ${response.status}`, response.status);
  }
  return healthResponseSchema.parse(await response.json());
}

export function useHealth(enabled = true) {
  return useQuery({
    queryKey: ["health"],
    queryFn: () => getHealth(),
    enabled,
    refetchInterval: 30_000,
    retry: false,
  });
}
