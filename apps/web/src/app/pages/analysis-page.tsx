import { GitCompare, Workflow } from "lucide-react";
import { Link, useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { AnalysisView } from "@/features/analysis/components/analysis-view";
import { ContractSubject } from "./contract-subject";
import { PageFrame } from "./page-frame";

export default function AnalysisPage() {
  const { contractId = "" } = useParams();
  return (
    <PageFrame
      wide
      title="Analysis Dashboard"
      description={
        <ContractSubject
          contractId={contractId}
          lead="Security findings, metrics, optimisation hints and AI insights for"
        />
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
      <AnalysisView key={contractId} contractId={contractId} />
    </PageFrame>
  );
}
