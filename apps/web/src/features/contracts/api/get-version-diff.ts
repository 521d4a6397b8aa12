import { versionDiffResponseSchema } from "@contract-platform/api";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { contractKeys, contractPath } from "./query-keys";

/** GET /api/contracts/:id/versions/diff?from=&to= — a unified diff per file. */
export async function getVersionDiff(id: string, from: number, to: number) {
  return versionDiffResponseSchema.parse(
    await apiRequest(`${contractPath(id)}/versions/diff?from=${from}&to=${to}`),
  );
}

export function useVersionDiff(
  id: string | null | undefined,
  from: number | null | undefined,
  to: number | null | undefined,
) {
  return useQuery({
    queryKey: contractKeys.diff(id ?? "", from ?? 0, to ?? 0),
    queryFn: () => getVersionDiff(id as string, from as number, to as number),
    enabled: Boolean(id) && Boolean(from) && Boolean(to),
  });
}
