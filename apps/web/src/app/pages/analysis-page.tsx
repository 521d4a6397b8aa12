import { BrainCircuit } from "lucide-react";
import { useParams } from "react-router";
import { RoutePlaceholder } from "./route-placeholder";

export default function AnalysisPage() {
  const { contractId } = useParams();
  return (
    <RoutePlaceholder
      icon={BrainCircuit}
      title="Analysis Dashboard"
      description="Security findings, metrics and AI insights for one contract."
      emptyTitle="No analysis yet"
      emptyText={`Security and quality analysis of contract ${contractId} arrives with the analysis capability.`}
    />
  );
}
