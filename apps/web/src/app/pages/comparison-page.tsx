import { GitCompareArrows } from "lucide-react";
import { useParams } from "react-router";
import { RoutePlaceholder } from "./route-placeholder";

export default function ComparisonPage() {
  const { contractId } = useParams();
  return (
    <RoutePlaceholder
      icon={GitCompareArrows}
      title="Code Comparison"
      description="The original Solidity and the converted CosmWasm side by side."
      emptyTitle="Nothing to compare yet"
      emptyText={`The side-by-side review of contract ${contractId} appears here after its conversion has finished.`}
    />
  );
}
