import { configResponseSchema, type UpdateContractConfigInput } from "@contract-platform/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { contractKeys, contractPath } from "./query-keys";

/** GET /api/contracts/:id/config: saved options plus the contracts declared in the file. */
export async function getContractConfig(id: string) {
  return configResponseSchema.parse(await apiRequest(`${contractPath(id)}/config`));
}

/** PUT /api/contracts/:id/config: saves the options used by the next conversion. */
export async function updateContractConfig(id: string, config: UpdateContractConfigInput) {
  return configResponseSchema.parse(
    await apiRequest(`${contractPath(id)}/config`, { method: "PUT", body: config }),
  );
}

export function useContractConfig(id: string | null | undefined) {
  return useQuery({
    queryKey: contractKeys.config(id ?? ""),
    queryFn: () => getContractConfig(id as string),
    enabled: Boolean(id),
  });
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
