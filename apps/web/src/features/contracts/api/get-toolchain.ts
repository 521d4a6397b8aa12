import {
  type BuildSettings,
  buildSettingsSchema,
  toolchainStatusSchema,
} from "@contract-platform/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { buildKeys } from "./query-keys";

/** GET /api/toolchain[?refresh=true]: the Rust toolchain's status with what to install. */
export async function getToolchain(refresh = false) {
  const answer = await apiRequest(`/api/toolchain${refresh ? "?refresh=true" : ""}`, {
    timeoutMs: 120_000,
  });
  return z.object({ toolchain: toolchainStatusSchema }).parse(answer).toolchain;
}

export function useToolchain() {
  return useQuery({
    queryKey: buildKeys.toolchain,
    queryFn: () => getToolchain(),
    staleTime: 60_000,
  });
}

export function useRefreshToolchain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => getToolchain(true),
    onSuccess: (status) => queryClient.setQueryData(buildKeys.toolchain, status),
  });
}

const settingsResponse = z.object({ settings: buildSettingsSchema });

/** GET/PUT /api/builds/settings: the crate policy (admins change it). */
export function useBuildSettings() {
  return useQuery({
    queryKey: buildKeys.settings,
    queryFn: async () => settingsResponse.parse(await apiRequest("/api/builds/settings")).settings,
  });
}

export function useUpdateBuildSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: BuildSettings) =>
      settingsResponse.parse(
        await apiRequest("/api/builds/settings", { method: "PUT", body: settings }),
      ).settings,
    onSuccess: (settings) => queryClient.setQueryData(buildKeys.settings, settings),
  });
}
