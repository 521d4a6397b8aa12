import { AnalysisSummary } from "@/features/analysis/components/analysis-summary";
import type { DashboardSectionProps } from "@/features/dashboard";
import CompleteAnalysisSection from "@/features/dashboard/components/sections/complete-analysis-section";

/** Dashboard "complete-analysis" tab: the selected converted contract's latest analysis. */
export default function CompleteAnalysisTab(props: DashboardSectionProps) {
  const id = props.state.selectedContractId;
  return (
    <CompleteAnalysisSection {...props}>
      {id ? <AnalysisSummary key={id} contractId={id} /> : null}
    </CompleteAnalysisSection>
  );
}
