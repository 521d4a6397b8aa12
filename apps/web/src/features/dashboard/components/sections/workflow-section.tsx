import { Upload, Workflow } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import type { DashboardSectionProps } from "../../types";
import { SectionHeader } from "./section-header";

export default function WorkflowSection({ state, dispatch }: DashboardSectionProps) {
  return (
    <div className="space-y-6">
      <SectionHeader
        title="Workflow Management"
        description="Follow a contract through validation, conversion, review, testing and deployment."
      />
      <EmptyState
        icon={Workflow}
        title={
          state.selectedContractId ? `Contract ${state.selectedContractId}` : "No contract selected"
        }
        description={
          state.selectedContractId
            ? "The step-by-step conversion workflow for this contract arrives with the contract lifecycle; no workflow data is available yet."
            : "Upload a contract or pick one from your contracts to see its conversion workflow here."
        }
      >
        <Button variant="outline" onClick={() => dispatch({ type: "navigate-to-upload" })}>
          <Upload /> Go to upload
        </Button>
      </EmptyState>
    </div>
  );
}
