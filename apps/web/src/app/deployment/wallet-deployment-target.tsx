import { useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { DeploymentTargetProps } from "@/features/deployment";
import { useMonitoringOverview, VerificationEvidence } from "@/features/monitoring";
import { WalletDeployPanel } from "@/features/wallet-deploy";

/**
 * The deployment page's real-chain target: deploy the build through the user's wallet, then the
 * contract's deployments with their on-chain verification.
 */
export function WalletDeploymentTarget({ contractId, contractName, build }: DeploymentTargetProps) {
  const queryClient = useQueryClient();
  const deployments = useMonitoringOverview(contractId);
  return (
    <div className="space-y-6">
      <WalletDeployPanel
        build={build?.checksum ? { id: build.id, checksum: build.checksum } : null}
        contractName={contractName}
        onDeployed={() => {
          void deployments.refetch();
          // The contract moved on (test-deployed, finalized).
          void queryClient.invalidateQueries({ queryKey: ["contracts"] });
        }}
      />
      {deployments.data && deployments.data.deployments.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>Deployments of {contractName}</CardTitle>
            <CardDescription>Verify that the code on chain is the build artifact.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            {deployments.data.deployments.map(({ deployment }) => (
              <section key={deployment.id} className="space-y-2 rounded-lg border p-3">
                <h3 className="flex flex-wrap items-center gap-2 text-sm font-medium">
                  {deployment.chainName} · code {deployment.codeId}
                  <Link
                    className="text-xs font-normal underline"
                    to={`/production-monitoring?deployment=${deployment.id}`}
                  >
                    Monitoring
                  </Link>
                </h3>
                <p className="font-mono text-xs break-all text-muted-foreground">
                  {deployment.contractAddress}
                </p>
                <VerificationEvidence deployment={deployment} />
              </section>
            ))}
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
