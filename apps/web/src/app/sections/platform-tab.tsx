import { Layers } from "lucide-react";
import { useCurrentRole } from "@/features/auth";
import type { DashboardSectionProps } from "@/features/dashboard";
import { PlatformBuilds } from "@/features/deployment";
import { DeploymentsTable, useMonitoringOverview } from "@/features/monitoring";
import { PlatformChains } from "@/features/wallet-deploy";

/** Dashboard "Platform" tab: the Rust toolchain, builds across contracts and the build policy. */
export default function PlatformTab(_props: DashboardSectionProps) {
  const { role } = useCurrentRole();
  const deployments = useMonitoringOverview();
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h2 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
          <Layers className="size-5" /> Platform
        </h2>
        <p className="text-sm text-muted-foreground">
          Toolchain status, builds and deployments of your contracts, chains and what builds may
          run.
        </p>
      </div>
      <PlatformBuilds isAdmin={role === "admin"} />
      <section className="space-y-2">
        <h3 className="text-lg font-semibold">Deployments</h3>
        {deployments.data?.deployments.length ? (
          <DeploymentsTable deployments={deployments.data.deployments} />
        ) : (
          <p className="text-sm text-muted-foreground">
            {deployments.error?.message ?? "No deployments yet."}
          </p>
        )}
      </section>
      <PlatformChains />
    </div>
  );
}
