import { useNavigate, useParams } from "react-router";
import { WorkflowPanel } from "@/features/workflow/components/workflow-panel";
import { PageFrame } from "./page-frame";

export default function WorkflowPage() {
  const { contractId = "" } = useParams();
  const navigate = useNavigate();
  return (
    <PageFrame
      title="Contract Workflow"
      description="Validation, conversion, review, testing and deployment for one contract."
    >
      <WorkflowPanel
        contractId={contractId}
        onOpenReview={(id) => void navigate(`/comparison/${id}`)}
      />
    </PageFrame>
  );
}
