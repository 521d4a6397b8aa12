import { BrainCircuit } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { hasConvertedSelection } from "../../dashboard-state";
import type { DashboardSectionProps } from "../../types";
import { RequiresConversion } from "./requires-conversion";
import { SectionHeader } from "./section-header";

export default function CompleteAnalysisSection({ state }: DashboardSectionProps) {
  return (
    <div className="space-y-6">
      <SectionHeader
        title="Complete AI Analysis"
        description="The end-to-end AI testing and analysis workflow for one contract."
      />
      {hasConvertedSelection(state) ? (
        <EmptyState
          icon={BrainCircuit}
          title="Complete AI analysis"
          description="The full analysis workflow arrives with the analysis capability."
        />
      ) : (
        <RequiresConversion purpose="the complete AI analysis workflow" />
      )}
    </div>
  );
}
