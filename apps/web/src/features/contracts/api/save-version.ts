import { type SaveVersionInput, saveVersionResponseSchema } from "@contract-platform/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { contractKeys, contractPath } from "./query-keys";

/** POST /api/contracts/:id/versions {files, note} — saves the edited crate as a new version. */
export async function saveVersion(id: string, input: SaveVersionInput) {
  return saveVersionResponseSchema.parse(
    await apiRequest(`${contractPath(id)}/versions`, { method: "POST", body: input }),
  );
}

export function useSaveVersion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveVersionInput) => saveVersion(id, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: contractKeys.detail(id) }),
  });
}
