import { Code2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { AnalysisSummary } from "@/features/analysis/components/analysis-summary";
import { type DashboardSectionProps, hasConvertedSelection } from "@/features/dashboard";
import CompleteAnalysisSection from "@/features/dashboard/components/sections/complete-analysis-section";
import { ConvertedContractPicker } from "./converted-contract-picker";

/** Dashboard "complete-analysis" tab: the selected converted contract's latest analysis. */
export default function CompleteAnalysisTab(props: DashboardSectionProps) {
  const { state, openCodeReview, selectConvertedContract } = props;
  const id = hasConvertedSelection(state) ? state.selectedContractId : null;
  return (
    <CompleteAnalysisSection
      {...props}
      picker={<ConvertedContractPicker value={id} onChange={selectConvertedContract} />}
    >
      {id ? (
        <div className="space-y-4">
          <Button
            size="sm"
            variant="outline"
            onClick={() => openCodeReview(id, state.convertedCode ?? undefined)}
          >
            <Code2 /> Code review
          </Button>
          <AnalysisSummary key={id} contractId={id} />
        </div>
      ) : null}
    </CompleteAnalysisSection>
  );
}
