import {
  listVersionsResponseSchema,
  type SaveVersionInput,
  saveVersionResponseSchema,
  versionDiffResponseSchema,
  versionResponseSchema,
} from "@contract-platform/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { contractKeys, contractPath } from "./query-keys";

/** GET /api/contracts/:id/versions */
export async function getVersions(id: string) {
  return listVersionsResponseSchema.parse(await apiRequest(`${contractPath(id)}/versions`))
    .versions;
}

/** GET /api/contracts/:id/versions/:n — the version's crate files. */
export async function getVersion(id: string, n: number) {
  return versionResponseSchema.parse(await apiRequest(`${contractPath(id)}/versions/${n}`));
}

/** POST /api/contracts/:id/versions {files, note} — saves edited crate files as a new version. */
export async function saveVersion(id: string, input: SaveVersionInput) {
  return saveVersionResponseSchema.parse(
    await apiRequest(`${contractPath(id)}/versions`, { method: "POST", body: input }),
  );
}

/** POST /api/contracts/:id/versions/:n/restore — a new version with version n's files. */
export async function restoreVersion(id: string, n: number) {
  return saveVersionResponseSchema.parse(
    await apiRequest(`${contractPath(id)}/versions/${n}/restore`, { method: "POST", body: {} }),
  );
}

/** GET /api/contracts/:id/versions/diff?from=&to= — unified diff per file. */
export async function getVersionDiff(id: string, from: number, to: number) {
  return versionDiffResponseSchema.parse(
    await apiRequest(`${contractPath(id)}/versions/diff?from=${from}&to=${to}`),
  );
}

export function useVersions(id: string | null | undefined) {
  return useQuery({
    queryKey: contractKeys.versions(id ?? ""),
    queryFn: () => getVersions(id as string),
    enabled: Boolean(id),
  });
}

export function useVersion(id: string | null | undefined, n: number | null | undefined) {
  return useQuery({
    queryKey: contractKeys.version(id ?? "", n ?? 0),
    queryFn: () => getVersion(id as string, n as number),
    enabled: Boolean(id) && Boolean(n),
  });
}

export function useSaveVersion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveVersionInput) => saveVersion(id, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: contractKeys.detail(id) }),
  });
}

export function useRestoreVersion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (n: number) => restoreVersion(id, n),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: contractKeys.detail(id) }),
  });
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
