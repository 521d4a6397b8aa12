import { analysisResponseSchema } from "@contract-platform/api";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { analysisKeys, analysisPath } from "./query-keys";

/** GET /api/contracts/:id/analysis: latest analysis, changes since the previous one, latest job. */
export async function getAnalysis(id: string) {
  return analysisResponseSchema.parse(await apiRequest(analysisPath(id)));
}

/** Polls every second while the analysis job is queued or running. */
export function useAnalysis(id: string | undefined) {
  return useQuery({
    queryKey: analysisKeys.latest(id ?? ""),
    queryFn: () => getAnalysis(id as string),
    enabled: Boolean(id),
    refetchInterval: (query) => {
      const status = query.state.data?.job?.status;
      return status === "queued" || status === "running" ? 1000 : false;
    },
  });
}
