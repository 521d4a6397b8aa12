import { configResponseSchema } from "@contract-platform/api";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { contractKeys, contractPath } from "./query-keys";

/** GET /api/contracts/:id/config: saved options plus the contracts declared in the file. */
export async function getContractConfig(id: string) {
  return configResponseSchema.parse(await apiRequest(`${contractPath(id)}/config`));
}

export function useContractConfig(id: string | null | undefined) {
  return useQuery({
    queryKey: contractKeys.config(id ?? ""),
    queryFn: () => getContractConfig(id as string),
    enabled: Boolean(id),
  });
}
