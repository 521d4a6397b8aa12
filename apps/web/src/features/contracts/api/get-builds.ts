import { buildSummarySchema } from "@contract-platform/api";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { buildKeys, contractPath } from "./query-keys";

const listSchema = z.object({ builds: z.array(buildSummarySchema) });

/** GET /api/contracts/:id/builds, or GET /api/builds (all the caller's) without an id. */
export async function getBuilds(contractId?: string) {
  const path = contractId ? `${contractPath(contractId)}/builds` : "/api/builds";
  return listSchema.parse(await apiRequest(path)).builds;
}

/** Builds of a contract (or all), refreshed every 2 s while one is queued or running. */
export function useBuilds(contractId?: string) {
  return useQuery({
    queryKey: buildKeys.list(contractId ?? null),
    queryFn: () => getBuilds(contractId),
    refetchInterval: (query) =>
      query.state.data?.some((build) => build.status === "queued" || build.status === "running")
        ? 2000
        : false,
  });
}
