import { startAnalysisResponseSchema } from "@contract-platform/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { analysisKeys, analysisPath } from "./query-keys";

/** POST /api/contracts/:id/analysis: queues an analysis job (202 with the job). */
export async function runAnalysis(id: string) {
  return startAnalysisResponseSchema.parse(
    await apiRequest(analysisPath(id), { method: "POST", body: {} }),
  );
}

export function useRunAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAnalysis,
    onSuccess: (_data, id) => {
      void queryClient.invalidateQueries({ queryKey: analysisKeys.latest(id) });
      void queryClient.invalidateQueries({ queryKey: ["contracts"] });
      void queryClient.invalidateQueries({ queryKey: analysisKeys.hints() });
    },
  });
}
