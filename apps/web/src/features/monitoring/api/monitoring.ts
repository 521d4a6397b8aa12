import {
  type AlertRule,
  type AlertRuleInput,
  alertRuleSchema,
  type DeploymentMonitoring,
  type DeploymentSummary,
  deploymentMonitoringSchema,
  deploymentSummarySchema,
  type MonitoringOverview,
  monitoringOverviewSchema,
} from "@contract-platform/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";

export const monitoringKeys = {
  all: ["monitoring"] as const,
  overview: (contractId?: string) => ["monitoring", "overview", contractId ?? null] as const,
  detail: (id: string) => ["monitoring", "detail", id] as const,
  rules: ["monitoring", "rules"] as const,
};

export async function getMonitoringOverview(contractId?: string): Promise<MonitoringOverview> {
  const query = contractId ? `?contractId=${encodeURIComponent(contractId)}` : "";
  return monitoringOverviewSchema.parse(
    await apiRequest(`/api/monitoring/deployments${query}`, { timeoutMs: 15_000 }),
  );
}

export function useMonitoringOverview(contractId?: string) {
  return useQuery({
    queryKey: monitoringKeys.overview(contractId),
    queryFn: () => getMonitoringOverview(contractId),
    refetchInterval: 30_000,
  });
}

export function useDeploymentMonitoring(id: string | null) {
  return useQuery({
    queryKey: monitoringKeys.detail(id ?? ""),
    queryFn: async (): Promise<DeploymentMonitoring> =>
      deploymentMonitoringSchema.parse(
        await apiRequest(`/api/monitoring/deployments/${encodeURIComponent(id!)}`, {
          timeoutMs: 15_000,
        }),
      ),
    enabled: id !== null,
    refetchInterval: 30_000,
  });
}

/** Polls one deployment now (chain, contract info, new transactions) and answers its detail. */
export function usePollDeployment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      deploymentMonitoringSchema.parse(
        await apiRequest(`/api/monitoring/deployments/${encodeURIComponent(id)}/poll`, {
          method: "POST",
          timeoutMs: 60_000,
        }),
      ),
    onSuccess: (detail) => {
      queryClient.setQueryData(monitoringKeys.detail(detail.deployment.id), detail);
      void queryClient.invalidateQueries({ queryKey: ["monitoring", "overview"] });
    },
  });
}

/** Compares the on-chain code checksum with the build artifact (POST /api/deployments/:id/verify). */
export function useVerifyDeployment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<DeploymentSummary> =>
      z.object({ deployment: deploymentSummarySchema }).parse(
        await apiRequest(`/api/deployments/${encodeURIComponent(id)}/verify`, {
          method: "POST",
          timeoutMs: 60_000,
        }),
      ).deployment,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: monitoringKeys.all });
      void queryClient.invalidateQueries({ queryKey: ["contracts"] });
    },
  });
}

export function useAlertRules() {
  return useQuery({
    queryKey: monitoringKeys.rules,
    queryFn: async (): Promise<AlertRule[]> =>
      z
        .object({ rules: z.array(alertRuleSchema) })
        .parse(await apiRequest("/api/monitoring/alert-rules", { timeoutMs: 10_000 })).rules,
  });
}

export function useAlertRuleMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: monitoringKeys.rules });
  return {
    create: useMutation({
      mutationFn: (input: AlertRuleInput) =>
        apiRequest("/api/monitoring/alert-rules", {
          method: "POST",
          body: input,
          timeoutMs: 10_000,
        }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({
        id,
        ...changes
      }: {
        id: string;
        enabled?: boolean;
        thresholdPercent?: number;
      }) =>
        apiRequest(`/api/monitoring/alert-rules/${id}`, {
          method: "PATCH",
          body: changes,
          timeoutMs: 10_000,
        }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        apiRequest(`/api/monitoring/alert-rules/${id}`, { method: "DELETE", timeoutMs: 10_000 }),
      onSuccess: refresh,
    }),
  };
}
