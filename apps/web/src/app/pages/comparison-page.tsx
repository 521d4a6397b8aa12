import { Workflow } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { CodeReview } from "@/features/comparison/components/code-review";
import { ContractSubject } from "./contract-subject";
import { PageFrame } from "./page-frame";

export default function ComparisonPage() {
  const { contractId = "" } = useParams();
  const navigate = useNavigate();
  return (
    <PageFrame
      wide
      title="Code Comparison"
      description={
        <ContractSubject
          contractId={contractId}
          lead="The original Solidity and the converted CosmWasm side by side:"
        />
      }
      actions={
        <Button asChild variant="outline" size="sm">
          <Link to={`/workflow/${contractId}`}>
            <Workflow /> Workflow
          </Link>
        </Button>
      }
    >
      <CodeReview
        key={contractId}
        contractId={contractId}
        onBack={() => void navigate(`/workflow/${contractId}`)}
        onError={(message) => toast.error("Code Review Failed", { description: message })}
      />
    </PageFrame>
  );
}
