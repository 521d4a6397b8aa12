import { ArrowLeft, GitCompareArrows, Settings2, Upload, Workflow } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { comparisonView } from "../../dashboard-state";
import type { DashboardSectionProps } from "../../types";
import { SectionHeader } from "./section-header";

/** Results viewer, configuration loader or code comparison, by the shell state. */
export default function ComparisonSection({ state, dispatch }: DashboardSectionProps) {
  const view = comparisonView(state);
  const contractId = state.selectedContractId;

  if (view === "results" && contractId) {
    return (
      <div className="space-y-6">
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => dispatch({ type: "back-from-results" })}
          >
            <ArrowLeft /> Back
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => dispatch({ type: "navigate-to-workflow", contractId })}
          >
            <Workflow /> Back to workflow
          </Button>
        </div>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              Converted code <Badge variant="secondary">rust</Badge>
            </CardTitle>
            <CardDescription>Contract {contractId}</CardDescription>
          </CardHeader>
          <CardContent>
            <pre className="max-h-[60svh] overflow-auto rounded-lg bg-muted p-4 font-mono text-xs leading-relaxed">
              <code>{state.convertedCode}</code>
            </pre>
          </CardContent>
        </Card>
      </div>
    );
  }

  if (view === "config" && contractId) {
    return (
      <div className="space-y-6">
        <SectionHeader
          title="Configuration"
          description={`Conversion settings for contract ${contractId}.`}
        />
        <EmptyState
          icon={Settings2}
          title="Configuration loader"
          description="Conversion options for this contract (target features, naming, storage layout) will be editable here once conversion runs on the server."
        >
          <Button
            variant="outline"
            onClick={() => dispatch({ type: "navigate-to-workflow", contractId })}
          >
            <Workflow /> Open workflow
          </Button>
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <SectionHeader
        title="Code Analysis"
        description="Compare the original Solidity with the converted CosmWasm side by side."
      />
      <EmptyState
        icon={GitCompareArrows}
        title={contractId ? `Contract ${contractId}` : "Nothing to compare yet"}
        description="Side-by-side review of a converted contract appears here after a conversion has finished."
      >
        <Button variant="outline" onClick={() => dispatch({ type: "navigate-to-upload" })}>
          <Upload /> Upload a contract
        </Button>
        {contractId ? (
          <Button
            variant="outline"
            onClick={() => dispatch({ type: "navigate-to-workflow", contractId })}
          >
            <Workflow /> Open workflow
          </Button>
        ) : null}
      </EmptyState>
    </div>
  );
}
