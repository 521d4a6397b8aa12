import {
  type ChainConfig,
  type ChainStatus,
  type CustomChainInput,
  chainConfigSchema,
  chainListSchema,
  chainStatusSchema,
} from "@contract-platform/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";

export const chainKeys = {
  all: ["chains"] as const,
  status: (chainId: string) => ["chains", "status", chainId] as const,
};

export async function listChains(): Promise<ChainConfig[]> {
  return chainListSchema.parse(await apiRequest("/api/chains", { timeoutMs: 10_000 })).chains;
}

/** GET /api/chains/:id/status: the server asks the chain's RPC (a few seconds at most). */
export async function getChainStatus(chainId: string): Promise<ChainStatus> {
  return chainStatusSchema.parse(
    await apiRequest(`/api/chains/${encodeURIComponent(chainId)}/status`, { timeoutMs: 20_000 }),
  );
}

export async function addCustomChain(input: CustomChainInput): Promise<ChainConfig> {
  const data = await apiRequest("/api/chains", { method: "POST", body: input, timeoutMs: 10_000 });
  return z.object({ chain: chainConfigSchema }).parse(data).chain;
}

export async function deleteCustomChain(chainId: string): Promise<void> {
  await apiRequest(`/api/chains/${encodeURIComponent(chainId)}`, {
    method: "DELETE",
    timeoutMs: 10_000,
  });
}

export function useChains() {
  return useQuery({ queryKey: chainKeys.all, queryFn: listChains, staleTime: 60_000 });
}

export function useChainStatus(chainId: string | null) {
  return useQuery({
    queryKey: chainKeys.status(chainId ?? ""),
    queryFn: () => getChainStatus(chainId!),
    enabled: chainId !== null,
    staleTime: 30_000,
    retry: false,
  });
}

export function useAddCustomChain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCustomChain,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chainKeys.all }),
  });
}

export function useDeleteCustomChain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomChain,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chainKeys.all }),
  });
}
