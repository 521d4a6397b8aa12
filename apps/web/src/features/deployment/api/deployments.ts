import {
  type Coin,
  type CreateDeploymentRequest,
  deploymentSchema,
  localChainSchema,
  localTxSchema,
  queryResultSchema,
} from "@contract-platform/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { contractKeys } from "@/features/contracts/api/query-keys";
import { ApiError, apiRequest, fetchWithTimeout } from "@/lib/api-client";

/** Keys of deployments and the local chain; invalidate ["deployments"] after any transaction. */
export const deploymentKeys = {
  all: ["deployments"] as const,
  list: (contractId: string) => ["deployments", "list", contractId] as const,
  txs: (deploymentId: string) => ["deployments", "txs", deploymentId] as const,
  localChain: ["deployments", "local-chain"] as const,
};

const deploymentPath = (id: string) => `/api/deployments/${encodeURIComponent(id)}`;

/** GET /api/deployments?contractId=: the contract's deployments on every chain, newest first. */
export function useDeployments(contractId: string) {
  return useQuery({
    queryKey: deploymentKeys.list(contractId),
    queryFn: async () =>
      z
        .object({ deployments: z.array(deploymentSchema) })
        .parse(await apiRequest(`/api/deployments?contractId=${encodeURIComponent(contractId)}`))
        .deployments,
  });
}

/** GET /api/local-chain: block, funded accounts with balances. */
export function useLocalChain() {
  return useQuery({
    queryKey: deploymentKeys.localChain,
    queryFn: async () =>
      z.object({ chain: localChainSchema }).parse(await apiRequest("/api/local-chain")).chain,
  });
}

export function useAdvanceLocalChain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (by: { blocks: number; seconds: number }) =>
      z
        .object({ chain: localChainSchema })
        .parse(await apiRequest("/api/local-chain/advance", { method: "POST", body: by })).chain,
    onSuccess: (chain) => queryClient.setQueryData(deploymentKeys.localChain, chain),
  });
}

/** GET /api/deployments/:id/transactions: the history, newest first, with events. */
export function useDeploymentTxs(deploymentId: string | null) {
  return useQuery({
    queryKey: deploymentKeys.txs(deploymentId ?? ""),
    queryFn: async () =>
      z
        .object({ transactions: z.array(localTxSchema) })
        .parse(await apiRequest(`${deploymentPath(deploymentId as string)}/transactions`))
        .transactions,
    enabled: Boolean(deploymentId),
  });
}

/** POST /api/deployments: deploy a build (store + instantiate) on the local chain. */
export function useDeploy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateDeploymentRequest) =>
      z
        .object({ deployment: deploymentSchema, txs: z.array(localTxSchema) })
        .parse(await apiRequest("/api/deployments", { method: "POST", body: request })),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: deploymentKeys.all });
      // A deployment moves the contract to 'test-deployed': its status badge must follow.
      void queryClient.invalidateQueries({ queryKey: contractKeys.all });
    },
  });
}

/**
 * POST /api/deployments/:id/execute. A transaction the contract rejected still resolves (with
 * ok: false and the contract's error) — it happened and is in the history.
 */
export function useExecute(deploymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: {
      msg: Record<string, unknown>;
      sender: string;
      funds: Coin[];
    }) => {
      const response = await fetchWithTimeout(`${deploymentPath(deploymentId)}/execute`, {
        method: "POST",
        body: request,
        timeoutMs: 30_000,
      });
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (response.status === 200 || response.status === 422) {
        if (body.tx) return localTxSchema.parse(body.tx);
      }
      throw new ApiError(
        String(body.error ?? "Execute failed"),
        response.status,
        body.code as string,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: deploymentKeys.all }),
  });
}

/** POST /api/deployments/:id/query: ok with the value, or the contract's error. */
export function useQueryContract(deploymentId: string) {
  return useMutation({
    mutationFn: async (msg: Record<string, unknown>) => {
      const response = await fetchWithTimeout(`${deploymentPath(deploymentId)}/query`, {
        method: "POST",
        body: { msg },
        timeoutMs: 30_000,
      });
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (body.result) return queryResultSchema.parse(body.result);
      throw new ApiError(
        String(body.error ?? "Query failed"),
        response.status,
        body.code as string,
      );
    },
  });
}

/** Downloads a build's .wasm or its checksums file (authenticated, so through fetch). */
export async function downloadBuildFile(buildId: string, what: "wasm" | "checksums") {
  const response = await fetchWithTimeout(`/api/builds/${encodeURIComponent(buildId)}/${what}`, {
    timeoutMs: 60_000,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string; code?: string };
    throw new ApiError(body.error ?? "Download failed", response.status, body.code);
  }
  const disposition = response.headers.get("content-disposition") ?? "";
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${what}`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
