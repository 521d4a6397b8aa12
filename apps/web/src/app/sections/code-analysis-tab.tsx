import { Code2, Settings2, Workflow } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { CodeReview } from "@/features/comparison/components/code-review";
import { comparisonView, type DashboardSectionProps } from "@/features/dashboard";
import { ContractPicker } from "@/features/workflow/components/contract-picker";
import { ConversionConfigForm } from "@/features/workflow/components/conversion-config-form";

/** Dashboard "Code Analysis" tab: results viewer, configuration loader, or a contract to open. */
export default function CodeAnalysisTab({
  state,
  dispatch,
  openCodeReview,
}: DashboardSectionProps) {
  const view = comparisonView(state);
  const contractId = state.selectedContractId;

  if (view === "results" && contractId) {
    return (
      <CodeReview
        key={contractId}
        contractId={contractId}
        onBack={() => dispatch({ type: "back-from-results" })}
        onError={(message) => toast.error("Code Review Failed", { description: message })}
      />
    );
  }

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h2 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
          {view === "config" ? <Settings2 className="size-5" /> : null}
          {view === "config" ? "Configuration" : "Code Analysis"}
        </h2>
        <p className="text-muted-foreground">
          {view === "config"
            ? "Conversion options for the selected contract."
            : "Compare the original Solidity with the converted CosmWasm side by side."}
        </p>
      </div>
      <ContractPicker
        value={contractId}
        onChange={(id) => dispatch({ type: "configure-contract", contractId: id })}
      />
      {contractId ? (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => openCodeReview(contractId)}>
            <Code2 /> Open code review
          </Button>
          <Button
            variant="outline"
            onClick={() => dispatch({ type: "navigate-to-workflow", contractId })}
          >
            <Workflow /> Open workflow
          </Button>
        </div>
      ) : null}
      {view === "config" && contractId ? <ConversionConfigForm contractId={contractId} /> : null}
    </div>
  );
}
