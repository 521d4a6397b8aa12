import { Code2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useAnalysis } from "@/features/analysis/api/get-analysis";
import { AnalysisSummary } from "@/features/analysis/components/analysis-summary";
import { FunctionsView } from "@/features/analysis/components/functions-view";
import { type DashboardSectionProps, hasConvertedSelection } from "@/features/dashboard";
import CompleteAnalysisSection from "@/features/dashboard/components/sections/complete-analysis-section";
import { ConvertedContractPicker } from "./converted-contract-picker";

/** Once the crate has been analysed: each Solidity function beside its Rust, AI explained. */
function FunctionByFunction({ contractId }: { contractId: string }) {
  const record = useAnalysis(contractId).data?.analysis;
  if (!record?.crate) return null;
  return (
    <section className="space-y-3" aria-label="Function by function">
      <h3 className="text-lg font-semibold">Function by function</h3>
      <FunctionsView contractId={contractId} analysisId={record.id} sources={record.sources} />
    </section>
  );
}

/**
 * Dashboard "complete-analysis" tab: for the selected converted contract, its latest analysis and
 * the function-by-function comparison of the Solidity and the generated Rust.
 */
export default function CompleteAnalysisTab(props: DashboardSectionProps) {
  const { state, openCodeReview, selectConvertedContract } = props;
  const id = hasConvertedSelection(state) ? state.selectedContractId : null;
  return (
    <CompleteAnalysisSection
      {...props}
      picker={<ConvertedContractPicker value={id} onChange={selectConvertedContract} />}
    >
      {id ? (
        <div className="space-y-6">
          <Button
            size="sm"
            variant="outline"
            onClick={() => openCodeReview(id, state.convertedCode ?? undefined)}
          >
            <Code2 /> Code review
          </Button>
          <AnalysisSummary key={id} contractId={id} />
          <FunctionByFunction key={`functions-${id}`} contractId={id} />
        </div>
      ) : null}
    </CompleteAnalysisSection>
  );
}
