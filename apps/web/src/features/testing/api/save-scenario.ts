import {
  type CreateScenarioRequest,
  type ScenarioRecord,
  scenarioResponseSchema,
  type UpdateScenarioRequest,
} from "@contract-platform/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { scenarioPath, scenariosPath, testingKeys } from "./query-keys";

/** POST /api/contracts/:id/scenarios (new) or PATCH …/scenarios/:sid (existing). */
export async function saveScenario(
  id: string,
  input: { scenarioId?: string; body: CreateScenarioRequest | UpdateScenarioRequest },
): Promise<ScenarioRecord> {
  const answer = await apiRequest(
    input.scenarioId ? scenarioPath(id, input.scenarioId) : scenariosPath(id),
    { method: input.scenarioId ? "PATCH" : "POST", body: input.body, timeoutMs: 120_000 },
  );
  return scenarioResponseSchema.parse(answer).scenario;
}

export function useSaveScenario(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof saveScenario>[1]) => saveScenario(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testingKeys.scenarios(id) }),
  });
}
