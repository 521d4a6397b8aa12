import { convertContractResponseSchema } from "@contract-platform/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { contractKeys, contractPath } from "./query-keys";

/**
 * POST /api/contracts/:id/convert: queues a conversion with the saved config (202 with the job).
 * Non-Solidity files answer 422 'Only Solidity converts to CosmWasm today...'. Progress arrives
 * as `job` events on the realtime stream (useRealtime) and in useWorkflow.
 */
export async function convertContract(id: string) {
  return convertContractResponseSchema.parse(
    await apiRequest(`${contractPath(id)}/convert`, { method: "POST", body: {} }),
  );
}

export function useConvertContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertContract,
    onSuccess: (_data, id) => {
      void queryClient.invalidateQueries({ queryKey: contractKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: ["contracts", "list"] });
    },
  });
}
