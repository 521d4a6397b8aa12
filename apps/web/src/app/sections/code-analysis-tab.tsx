import { Code2, Settings2, Upload, Workflow } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { CodeReview } from "@/features/comparison/components/code-review";
import { comparisonView, type DashboardSectionProps } from "@/features/dashboard";
import { ContractPicker } from "@/features/workflow/components/contract-picker";
import { ConversionConfigForm } from "@/features/workflow/components/conversion-config-form";

/**
 * Dashboard "Code Analysis" tab (spec §2): the results viewer with its back-to-workflow action,
 * the configuration loader (config mode), or the code comparison view with a preselected contract
 * and the ways on: code review, configuration, workflow and upload.
 */
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
        backLabel="Back to workflow"
        onBack={() => dispatch({ type: "back-to-workflow" })}
        onError={(message) => toast.error("Code Review Failed", { description: message })}
      />
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
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
        <Button variant="outline" onClick={() => dispatch({ type: "navigate-to-upload" })}>
          <Upload /> Upload a contract
        </Button>
      </div>
      <ContractPicker
        value={contractId}
        onChange={(id) =>
          dispatch(
            view === "config"
              ? { type: "configure-contract", contractId: id }
              : { type: "preselect-contract", contractId: id },
          )
        }
      />
      {contractId ? (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => openCodeReview(contractId)}>
            <Code2 /> Open code review
          </Button>
          {view === "config" ? (
            <Button
              variant="outline"
              onClick={() => dispatch({ type: "preselect-contract", contractId })}
            >
              <Code2 /> Leave configuration
            </Button>
          ) : (
            <Button
              variant="outline"
              onClick={() => dispatch({ type: "configure-contract", contractId })}
            >
              <Settings2 /> Configure conversion
            </Button>
          )}
          <Button
            variant="outline"
            onClick={() => dispatch({ type: "navigate-to-workflow", contractId })}
          >
            <Workflow /> Open workflow
          </Button>
        </div>
      ) : (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          Choose a contract above to review its conversion or change its options, or upload one.
        </p>
      )}
      {view === "config" && contractId ? <ConversionConfigForm contractId={contractId} /> : null}
    </div>
  );
}
