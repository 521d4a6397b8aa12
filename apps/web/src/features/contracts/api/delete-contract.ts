import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { contractKeys, contractPath } from "./query-keys";

/** DELETE /api/contracts/:id — removes the row, its versions and its stored files. */
export async function deleteContract(id: string) {
  await apiRequest(contractPath(id), { method: "DELETE" });
}

export function useDeleteContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContract,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contractKeys.all });
      void queryClient.invalidateQueries({ queryKey: contractKeys.stats });
    },
  });
}
