import { scenarioResponseSchema } from "@contract-platform/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { scenarioPath, scenariosPath, testingKeys } from "./query-keys";

/** PATCH …/scenarios/:sid {record: true}: the EVM's results become the expectations. */
export async function recordScenario(id: string, scenarioId: string) {
  return scenarioResponseSchema.parse(
    await apiRequest(scenarioPath(id, scenarioId), {
      method: "PATCH",
      body: { record: true },
      timeoutMs: 120_000,
    }),
  );
}

/** POST …/scenarios/generate: a starter scenario from the ABI, recorded on the EVM. */
export async function generateStarter(id: string) {
  return scenarioResponseSchema.parse(
    await apiRequest(`${scenariosPath(id)}/generate`, {
      method: "POST",
      body: {},
      timeoutMs: 120_000,
    }),
  ).scenario;
}

export function useRecordScenario(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scenarioId: string) => recordScenario(id, scenarioId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testingKeys.scenarios(id) }),
  });
}

export function useGenerateStarter(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generateStarter(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testingKeys.scenarios(id) }),
  });
}
