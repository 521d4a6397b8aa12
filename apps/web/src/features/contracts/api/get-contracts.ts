import { type ListContractsQuery, listContractsResponseSchema } from "@contract-platform/api";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { contractKeys } from "./query-keys";

/** GET /api/contracts?search=&status=&sort=&order= */
export async function getContracts(query: ListContractsQuery = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const suffix = params.size > 0 ? `?${params}` : "";
  return listContractsResponseSchema.parse(await apiRequest(`/api/contracts${suffix}`)).contracts;
}

export function useContracts(query: ListContractsQuery = {}) {
  return useQuery({ queryKey: contractKeys.list(query), queryFn: () => getContracts(query) });
}
