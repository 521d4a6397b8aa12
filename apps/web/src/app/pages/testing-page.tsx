import { GitCompare, Workflow } from "lucide-react";
import { Link, useParams } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useContract } from "@/features/contracts/api";
import { TestingView } from "@/features/testing/components/testing-view";
import { PageFrame } from "./page-frame";

export default function TestingPage() {
  const { contractId = "" } = useParams();
  const contract = useContract(contractId);
  return (
    <PageFrame
      wide
      title="Testing Workflow"
      description={
        contract.data ? (
          <span className="inline-flex flex-wrap items-center gap-2">
            Scenarios that run on the original Solidity and on the conversion of
            <strong className="text-foreground">{contract.data.name}</strong>
            <Badge variant="secondary">{contract.data.status}</Badge>
          </span>
        ) : (
          "Scenarios that run on the original Solidity and on its conversion."
        )
      }
      actions={
        <div className="flex gap-2">
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
        </div>
      }
    >
      <TestingView key={contractId} contractId={contractId} />
    </PageFrame>
  );
}
