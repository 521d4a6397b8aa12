import { configResponseSchema, type UpdateContractConfigInput } from "@contract-platform/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { contractKeys, contractPath } from "./query-keys";

/** PUT /api/contracts/:id/config: saves the options the next conversion uses. */
export async function updateContractConfig(id: string, config: UpdateContractConfigInput) {
  return configResponseSchema.parse(
    await apiRequest(`${contractPath(id)}/config`, { method: "PUT", body: config }),
  );
}

export function useUpdateContractConfig(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: UpdateContractConfigInput) => updateContractConfig(id, config),
    onSuccess: (data) => {
      queryClient.setQueryData(contractKeys.config(id), data);
      void queryClient.invalidateQueries({ queryKey: contractKeys.detail(id) });
    },
  });
}
