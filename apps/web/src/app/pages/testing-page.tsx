import { FlaskConical } from "lucide-react";
import { useParams } from "react-router";
import { RoutePlaceholder } from "./route-placeholder";

export default function TestingPage() {
  const { contractId } = useParams();
  return (
    <RoutePlaceholder
      icon={FlaskConical}
      title="Testing Workflow"
      description="Scenario tests comparing the original contract with its conversion."
      emptyTitle="No test runs yet"
      emptyText={`Test scenarios and results for contract ${contractId} will appear here once testing is available.`}
    />
  );
}
