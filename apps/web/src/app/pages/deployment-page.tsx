import { Rocket } from "lucide-react";
import { useParams } from "react-router";
import { ContractSubject } from "./contract-subject";
import { RoutePlaceholder } from "./route-placeholder";

export default function DeploymentPage() {
  const { contractId = "" } = useParams();
  return (
    <RoutePlaceholder
      icon={Rocket}
      title="Deployment"
      description={
        <ContractSubject
          contractId={contractId}
          lead="Build, upload and instantiate a converted contract on a chain:"
        />
      }
      emptyTitle="Deployment is not available yet"
      emptyText="Building and deploying this contract arrives with the deployment capability."
    />
  );
}
