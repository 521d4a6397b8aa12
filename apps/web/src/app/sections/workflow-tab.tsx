import { Rocket, Settings2, Upload } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import type { DashboardSectionProps } from "@/features/dashboard";
import { TestingGatesNote } from "@/features/testing/components/testing-gates-note";
import { ContractPicker } from "@/features/workflow/components/contract-picker";
import { WorkflowPanel } from "@/features/workflow/components/workflow-panel";

/** Dashboard "Workflow Management" tab: pick a contract, follow and drive its pipeline. */
export default function WorkflowTab({ state, dispatch, openCodeReview }: DashboardSectionProps) {
  const contractId = state.selectedContractId;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h2 className="text-2xl font-semibold tracking-tight">Workflow Management</h2>
          <p className="text-muted-foreground">
            Follow a contract through validation, conversion, review, testing and deployment.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {contractId ? (
            <>
              <Button
                variant="outline"
                onClick={() => dispatch({ type: "configure-contract", contractId })}
              >
                <Settings2 /> Configure
              </Button>
              <Button asChild variant="outline">
                <Link to={`/deployment/${contractId}`}>
                  <Rocket /> Build and deploy
                </Link>
              </Button>
            </>
          ) : null}
          <Button variant="outline" onClick={() => dispatch({ type: "navigate-to-upload" })}>
            <Upload /> Upload
          </Button>
        </div>
      </div>
      <ContractPicker
        value={contractId}
        onChange={(id) => dispatch({ type: "navigate-to-workflow", contractId: id })}
      />
      {contractId ? (
        <>
          <WorkflowPanel contractId={contractId} onOpenReview={(id) => openCodeReview(id)} />
          <TestingGatesNote contractId={contractId} />
        </>
      ) : (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          Upload a contract or choose one above to see its conversion workflow.
        </p>
      )}
    </div>
  );
}
