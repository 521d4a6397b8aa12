import { FlaskConical, GitCompare } from "lucide-react";
import { Link, useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useContract } from "@/features/contracts/api";
import { DeploymentView, deploymentTargets } from "@/features/deployment";
import { WalletDeploymentTarget } from "../deployment/wallet-deployment-target";
import { ContractSubject } from "./contract-subject";
import { PageFrame } from "./page-frame";

// Real chains through the user's wallet, next to the built-in local chain.
if (!deploymentTargets.some((target) => target.id === "wallet")) {
  deploymentTargets.push({
    id: "wallet",
    label: "Real chain (wallet)",
    Panel: WalletDeploymentTarget,
  });
}

export default function DeploymentPage() {
  const { contractId = "" } = useParams();
  const contract = useContract(contractId);
  return (
    <PageFrame
      wide
      title="Deployment"
      description={
        <ContractSubject contractId={contractId} lead="Build to wasm and run on a chain:" />
      }
      actions={
        <div className="flex gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={`/comparison/${contractId}`}>
              <GitCompare /> Code comparison
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={`/testing/${contractId}`}>
              <FlaskConical /> Testing
            </Link>
          </Button>
        </div>
      }
    >
      {contract.isError ? (
        <p className="text-destructive">{contract.error.message}</p>
      ) : contract.data ? (
        <DeploymentView
          key={contractId}
          contractId={contractId}
          contractName={contract.data.name}
        />
      ) : (
        <Skeleton className="h-96 w-full" />
      )}
    </PageFrame>
  );
}
