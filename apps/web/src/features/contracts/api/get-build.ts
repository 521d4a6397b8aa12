import { buildSchema, isFinishedBuild } from "@contract-platform/api";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { buildKeys } from "./query-keys";

/** GET /api/builds/:id: status, log, validation, diagnostics, toolchain, Cargo.lock. */
export async function getBuild(id: string) {
  return z
    .object({ build: buildSchema })
    .parse(await apiRequest(`/api/builds/${encodeURIComponent(id)}`)).build;
}

/** One build, polled every second until it has finished. */
export function useBuild(id: string | null | undefined) {
  return useQuery({
    queryKey: buildKeys.detail(id ?? ""),
    queryFn: () => getBuild(id as string),
    enabled: Boolean(id),
    refetchInterval: (query) =>
      query.state.data && !isFinishedBuild(query.state.data.status) ? 1000 : false,
  });
}
