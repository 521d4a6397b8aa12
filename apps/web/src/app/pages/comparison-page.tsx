import { Rocket, Workflow } from "lucide-react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { CodeReview } from "@/features/comparison/components/code-review";
import { ContractSubject } from "./contract-subject";
import { PageFrame } from "./page-frame";

export default function ComparisonPage() {
  const { contractId = "" } = useParams();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // ?line=N opens at a Solidity line, ?rust=<file>:N at a Rust line (links from test runs)
  const line = Number(search.get("line"));
  const rust = /^(.+):(\d+)$/.exec(search.get("rust") ?? "");
  const reveal =
    rust !== null
      ? { rust: { file: rust[1], line: Number(rust[2]) } }
      : line > 0
        ? { solidityLine: line }
        : undefined;
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
        <div className="flex gap-2">
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
      <CodeReview
        key={contractId}
        contractId={contractId}
        backLabel="Back to workflow"
        onBack={() => void navigate(`/workflow/${contractId}`)}
        onError={(message) => toast.error("Code Review Failed", { description: message })}
        reveal={reveal}
      />
    </PageFrame>
  );
}
