import { Rocket } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { TestingGatesNote } from "@/features/testing/components/testing-gates-note";
import { WorkflowPanel } from "@/features/workflow/components/workflow-panel";
import { ContractSubject } from "./contract-subject";
import { PageFrame } from "./page-frame";

export default function WorkflowPage() {
  const { contractId = "" } = useParams();
  const navigate = useNavigate();
  return (
    <PageFrame
      title="Contract Workflow"
      description={
        <ContractSubject
          contractId={contractId}
          lead="Validation, conversion, review, testing and deployment of"
        />
      }
      actions={
        <Button asChild variant="outline" size="sm">
          <Link to={`/deployment/${contractId}`}>
            <Rocket /> Build and deploy
          </Link>
        </Button>
      }
    >
      <WorkflowPanel
        contractId={contractId}
        onOpenReview={(id) => void navigate(`/comparison/${id}`)}
      />
      <TestingGatesNote contractId={contractId} />
    </PageFrame>
  );
}
