import {
  explainDivergenceResponseSchema,
  proposeScenariosResponseSchema,
  testingAiStatusSchema,
} from "@contract-platform/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { scenariosPath, testingKeys, testRunPath } from "./query-keys";

/** GET /api/testing/ai: whether the AI assistant can be asked (and how to configure it). */
export function useTestingAi() {
  return useQuery({
    queryKey: ["testing", "ai"],
    queryFn: async () => testingAiStatusSchema.parse(await apiRequest("/api/testing/ai")),
    staleTime: 5 * 60_000,
  });
}

/** POST …/scenarios/propose: AI proposals, kept when they fit the ABI and run on the EVM. */
export function useProposeScenarios(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      proposeScenariosResponseSchema.parse(
        await apiRequest(`${scenariosPath(id)}/propose`, {
          method: "POST",
          body: {},
          timeoutMs: 180_000,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testingKeys.scenarios(id) }),
  });
}

/** POST /api/test-runs/:runId/divergences/:index/explain */
export function useExplainDivergence() {
  return useMutation({
    mutationFn: async (input: { runId: string; index: number }) =>
      explainDivergenceResponseSchema.parse(
        await apiRequest(`${testRunPath(input.runId)}/divergences/${input.index}/explain`, {
          method: "POST",
          body: {},
          timeoutMs: 120_000,
        }),
      ),
  });
}
