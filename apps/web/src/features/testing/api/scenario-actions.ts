import { type ImportScenarioRequest, scenarioResponseSchema } from "@contract-platform/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest, fetchWithTimeout } from "@/lib/api-client";
import { scenarioPath, scenariosPath, testingKeys } from "./query-keys";

/** POST …/scenarios/:sid/duplicate. */
export async function duplicateScenario(id: string, scenarioId: string) {
  const answer = await apiRequest(`${scenarioPath(id, scenarioId)}/duplicate`, {
    method: "POST",
    body: {},
  });
  return scenarioResponseSchema.parse(answer).scenario;
}

/** DELETE …/scenarios/:sid. */
export async function deleteScenario(id: string, scenarioId: string) {
  await apiRequest(scenarioPath(id, scenarioId), { method: "DELETE" });
}

/** POST …/scenarios/import with a scenario file's text. */
export async function importScenario(id: string, body: ImportScenarioRequest) {
  const answer = await apiRequest(`${scenariosPath(id)}/import`, { method: "POST", body });
  return scenarioResponseSchema.parse(answer).scenario;
}

/** GET …/scenarios/:sid/export: saves `<name>.scenario.json` as a download. */
export async function exportScenario(id: string, scenarioId: string) {
  const response = await fetchWithTimeout(`${scenarioPath(id, scenarioId)}/export`, {
    timeoutMs: 30_000,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string; code?: string };
    throw new ApiError(body.error ?? "Export failed", response.status, body.code);
  }
  const disposition = response.headers.get("content-disposition") ?? "";
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "scenario.json";
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return { fileName, blob };
}

/** Duplicate, delete and import, each refreshing the list. */
export function useScenarioActions(id: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: testingKeys.scenarios(id) });
  return {
    duplicate: useMutation({
      mutationFn: (scenarioId: string) => duplicateScenario(id, scenarioId),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (scenarioId: string) => deleteScenario(id, scenarioId),
      onSuccess: refresh,
    }),
    importFile: useMutation({
      mutationFn: (body: ImportScenarioRequest) => importScenario(id, body),
      onSuccess: refresh,
    }),
  };
}
