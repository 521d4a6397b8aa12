import { type BuildSummary, buildSummarySchema } from "@contract-platform/api";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";

/** GET /api/contracts/:id/builds — the contract's builds, newest first. */
export function useContractBuilds(contractId: string) {
  return useQuery({
    queryKey: ["contracts", "detail", contractId, "builds"],
    queryFn: async (): Promise<BuildSummary[]> =>
      z.object({ builds: z.array(buildSummarySchema) }).parse(
        await apiRequest(`/api/contracts/${encodeURIComponent(contractId)}/builds`, {
          timeoutMs: 10_000,
        }),
      ).builds,
  });
}
