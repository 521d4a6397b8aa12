import { scenarioListResponseSchema } from "@contract-platform/api";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { scenariosPath, testingKeys } from "./query-keys";

/** GET /api/contracts/:id/scenarios: the contract's stored scenarios. */
export async function getScenarios(id: string) {
  return scenarioListResponseSchema.parse(await apiRequest(scenariosPath(id))).scenarios;
}

export function useScenarios(id: string | undefined) {
  return useQuery({
    queryKey: testingKeys.scenarios(id ?? ""),
    queryFn: () => getScenarios(id as string),
    enabled: Boolean(id),
  });
}
