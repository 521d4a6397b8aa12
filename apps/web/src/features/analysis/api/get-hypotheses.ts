import { hypothesesResponseSchema } from "@contract-platform/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { analysisKeys, analysisPath } from "./query-keys";

/** GET /api/contracts/:id/analysis/hypotheses: hypotheses already proposed (cached), or null. */
export async function getHypotheses(id: string) {
  return hypothesesResponseSchema.parse(await apiRequest(`${analysisPath(id)}/hypotheses`));
}

/** POST /api/contracts/:id/analysis/hypotheses: asks the AI assistant for hypotheses. */
export async function proposeHypotheses(id: string) {
  return hypothesesResponseSchema.parse(
    await apiRequest(`${analysisPath(id)}/hypotheses`, { method: "POST", body: {} }),
  );
}

export function useHypotheses(id: string, analysisId: string, enabled: boolean) {
  return useQuery({
    queryKey: analysisKeys.hypotheses(id, analysisId),
    queryFn: () => getHypotheses(id),
    enabled,
  });
}

export function useProposeHypotheses(id: string, analysisId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => proposeHypotheses(id),
    onSuccess: (answer) => {
      queryClient.setQueryData(analysisKeys.hypotheses(id, analysisId), answer);
    },
  });
}
