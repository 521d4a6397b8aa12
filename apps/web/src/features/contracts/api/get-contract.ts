import { contractResponseSchema } from "@contract-platform/api";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { contractKeys, contractPath } from "./query-keys";

/** GET /api/contracts/:id — 404 'Contract not found or access denied' for others' contracts. */
export async function getContract(id: string) {
  return contractResponseSchema.parse(await apiRequest(contractPath(id))).contract;
}

export function useContract(id: string | null | undefined) {
  return useQuery({
    queryKey: contractKeys.detail(id ?? ""),
    queryFn: () => getContract(id as string),
    enabled: Boolean(id),
  });
}
