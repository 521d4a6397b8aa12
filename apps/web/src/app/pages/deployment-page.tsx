import { useQueryClient } from "@tanstack/react-query";
import { Activity } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { useContractName } from "@/features/contracts/api";
import { useMonitoringOverview, VerificationEvidence } from "@/features/monitoring";
import { useContractBuilds, WalletDeployPanel } from "@/features/wallet-deploy";
import { ContractSubject } from "./contract-subject";
import { PageFrame } from "./page-frame";

export default function DeploymentPage() {
  const { contractId = "" } = useParams();
  const contract = useContractName(contractId);
  const queryClient = useQueryClient();
  const builds = useContractBuilds(contractId);
  const deployments = useMonitoringOverview(contractId);
  const deployable = (builds.data ?? []).filter(
    (build) => build.status === "succeeded" && build.checksum,
  );
  const [buildId, setBuildId] = useState<string | null>(null);
  const build = deployable.find((item) => item.id === buildId) ?? deployable[0] ?? null;

  return (
    <PageFrame
      title="Deployment"
      description={
        <ContractSubject
          contractId={contractId}
          lead="Build, upload and instantiate a converted contract on a chain:"
        />
      }
      actions={
        <Button asChild variant="outline" size="sm">
          <Link to="/production-monitoring">
            <Activity /> Production monitoring
          </Link>
        </Button>
      }
    >
      <Card>
        <CardHeader>
          <CardTitle>Build to deploy</CardTitle>
          <CardDescription>A successful, validated wasm build of this contract.</CardDescription>
        </CardHeader>
        <CardContent>
          {builds.isPending ? (
            <p className="text-sm text-muted-foreground">Loading builds…</p>
          ) : deployable.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No successful build yet. Build the contract to wasm first; only a validated build can
              be deployed.
            </p>
          ) : (
            <div className="space-y-1.5">
              <Label htmlFor="deploy-build">Build</Label>
              <select
                id="deploy-build"
                className="flex h-10 w-full max-w-xl rounded-md border border-input bg-background px-3 text-sm"
                value={build?.id ?? ""}
                onChange={(event) => setBuildId(event.target.value)}
              >
                {deployable.map((item) => (
                  <option key={item.id} value={item.id}>
                    Version {item.contractVersion} · {new Date(item.createdAt).toLocaleString()} ·{" "}
                    {item.sizeBytes?.toLocaleString("en-US")} bytes · {item.checksum?.slice(0, 12)}…
                  </option>
                ))}
              </select>
            </div>
          )}
        </CardContent>
      </Card>

      <WalletDeployPanel
        key={contract.name ?? "contract"}
        build={build ? { id: build.id, checksum: build.checksum! } : null}
        contractName={contract.name ?? "contract"}
        onDeployed={() => {
          void deployments.refetch();
          // The contract moved on (test-deployed, finalized).
          void queryClient.invalidateQueries({ queryKey: ["contracts"] });
        }}
      />

      {deployments.data && deployments.data.deployments.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>Deployments of this contract</CardTitle>
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
    </PageFrame>
  );
}
