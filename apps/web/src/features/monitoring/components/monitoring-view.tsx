import { Activity } from "lucide-react";
import { useSearchParams } from "react-router";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useMonitoringOverview } from "../api/monitoring";
import { AlertRulesCard } from "./alert-rules-card";
import { DeploymentDetail } from "./deployment-detail";
import { DeploymentsTable } from "./deployments-table";

/** /production-monitoring: every deployment with its health, one in detail, and alert rules. */
export function MonitoringView() {
  const overview = useMonitoringOverview();
  const [search, setSearch] = useSearchParams();
  if (overview.isPending) return <Skeleton className="h-64 w-full" />;
  if (overview.error) return <p className="text-sm text-destructive">{overview.error.message}</p>;
  const deployments = overview.data.deployments;
  if (deployments.length === 0) {
    return (
      <EmptyState
        icon={Activity}
        title="No deployed contracts"
        description="Deploy a contract from its Deployment page; its health and activity appear here."
      />
    );
  }
  const selected =
    deployments.find((item) => item.deployment.id === search.get("deployment"))?.deployment.id ??
    deployments[0].deployment.id;
  return (
    <div className="space-y-6">
      <p className="text-sm text-muted-foreground">
        {deployments.length} deployment{deployments.length === 1 ? "" : "s"}
        {overview.data.pollIntervalSeconds > 0
          ? ` · polled every ${overview.data.pollIntervalSeconds} s (longer while a chain is unreachable)`
          : " · background polling is off (MONITOR_INTERVAL_SECONDS=0); use Poll now"}
      </p>
      <DeploymentsTable
        deployments={deployments}
        selectedId={selected}
        onSelect={(id) => setSearch({ deployment: id }, { replace: true })}
      />
      <DeploymentDetail key={selected} deploymentId={selected} />
      <AlertRulesCard deployments={deployments} />
    </div>
  );
}
