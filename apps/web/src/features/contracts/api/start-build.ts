import { buildSchema } from "@contract-platform/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { buildKeys, contractPath } from "./query-keys";

/** POST /api/contracts/:id/builds (the current version, or `version`). */
export async function startBuild(contractId: string, version?: number) {
  const answer = await apiRequest(`${contractPath(contractId)}/builds`, {
    method: "POST",
    body: version ? { version } : {},
  });
  return z.object({ build: buildSchema, reused: z.boolean() }).parse(answer);
}

export function useStartBuild(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version?: number) => startBuild(contractId, version),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: buildKeys.all }),
  });
}

/** POST /api/builds/:id/cancel. */
export async function cancelBuild(id: string) {
  const answer = await apiRequest(`/api/builds/${encodeURIComponent(id)}/cancel`, {
    method: "POST",
  });
  return z.object({ build: buildSchema }).parse(answer).build;
}

export function useCancelBuild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBuild,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: buildKeys.all }),
  });
}
