import { GitCompare, Rocket, Workflow } from "lucide-react";
import { Link, useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { TestingView } from "@/features/testing/components/testing-view";
import { ContractSubject } from "./contract-subject";
import { PageFrame } from "./page-frame";

export default function TestingPage() {
  const { contractId = "" } = useParams();
  return (
    <PageFrame
      wide
      title="Testing Workflow"
      description={
        <ContractSubject
          contractId={contractId}
          lead="Scenarios that run on the original Solidity and on the conversion of"
        />
      }
      actions={
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={`/comparison/${contractId}`}>
              <GitCompare /> Code comparison
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={`/workflow/${contractId}`}>
              <Workflow /> Workflow
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={`/deployment/${contractId}`}>
              <Rocket /> Build and deploy
            </Link>
          </Button>
        </div>
      }
    >
      <TestingView key={contractId} contractId={contractId} />
    </PageFrame>
  );
}
