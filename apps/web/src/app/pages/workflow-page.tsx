import { Workflow } from "lucide-react";
import { useParams } from "react-router";
import { RoutePlaceholder } from "./route-placeholder";

export default function WorkflowPage() {
  const { contractId } = useParams();
  return (
    <RoutePlaceholder
      icon={Workflow}
      title="Contract Workflow"
      description="Validation, conversion, review, testing and deployment for one contract."
      emptyTitle="No workflow data yet"
      emptyText={`The step-by-step workflow for contract ${contractId} arrives with the contract lifecycle.`}
    />
  );
}
