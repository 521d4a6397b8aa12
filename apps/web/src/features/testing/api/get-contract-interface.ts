import { contractInterfaceResponseSchema } from "@contract-platform/api";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { contractTestingPath, testingKeys } from "./query-keys";

/** GET /api/contracts/:id/interface: the contracts of the Solidity file with their ABIs. */
export async function getContractInterface(id: string) {
  return contractInterfaceResponseSchema.parse(
    await apiRequest(`${contractTestingPath(id)}/interface`, { timeoutMs: 120_000 }),
  );
}

export function useContractInterface(id: string | undefined) {
  return useQuery({
    queryKey: testingKeys.interface(id ?? ""),
    queryFn: () => getContractInterface(id as string),
    enabled: Boolean(id),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
