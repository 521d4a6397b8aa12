import { versionResponseSchema } from "@contract-platform/api";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { contractKeys, contractPath } from "./query-keys";

/** GET /api/contracts/:id/versions/:n — the version's crate files. */
export async function getVersion(id: string, n: number) {
  return versionResponseSchema.parse(await apiRequest(`${contractPath(id)}/versions/${n}`));
}

export function useVersion(id: string | null | undefined, n: number | null | undefined) {
  return useQuery({
    queryKey: contractKeys.version(id ?? "", n ?? 0),
    queryFn: () => getVersion(id as string, n as number),
    enabled: Boolean(id) && Boolean(n),
  });
}
