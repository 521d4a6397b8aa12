import { saveVersionResponseSchema } from "@contract-platform/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { contractKeys, contractPath } from "./query-keys";

/** POST /api/contracts/:id/versions/:n/restore — a new current version with version n's files. */
export async function restoreVersion(id: string, n: number) {
  return saveVersionResponseSchema.parse(
    await apiRequest(`${contractPath(id)}/versions/${n}/restore`, { method: "POST", body: {} }),
  );
}

export function useRestoreVersion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (n: number) => restoreVersion(id, n),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: contractKeys.detail(id) }),
  });
}
