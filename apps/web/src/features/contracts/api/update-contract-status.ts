import { type ContractStatus, contractResponseSchema } from "@contract-platform/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { contractKeys, contractPath } from "./query-keys";

/** POST /api/contracts/:id/status: moves a converted contract on (e.g. to review). */
export async function updateContractStatus(id: string, status: ContractStatus) {
  return contractResponseSchema.parse(
    await apiRequest(`${contractPath(id)}/status`, { method: "POST", body: { status } }),
  ).contract;
}

export function useUpdateContractStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: ContractStatus) => updateContractStatus(id, status),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: contractKeys.all }),
  });
}
