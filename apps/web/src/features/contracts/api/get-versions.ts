import { listVersionsResponseSchema } from "@contract-platform/api";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { contractKeys, contractPath } from "./query-keys";

/** GET /api/contracts/:id/versions — newest first, the current one marked. */
export async function getVersions(id: string) {
  return listVersionsResponseSchema.parse(await apiRequest(`${contractPath(id)}/versions`))
    .versions;
}

export function useVersions(id: string | null | undefined) {
  return useQuery({
    queryKey: contractKeys.versions(id ?? ""),
    queryFn: () => getVersions(id as string),
    enabled: Boolean(id),
  });
}
