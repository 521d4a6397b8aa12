import { AnalysisSummary } from "@/features/analysis/components/analysis-summary";
import type { DashboardSectionProps } from "@/features/dashboard";
import AdvancedFeaturesSection from "@/features/dashboard/components/sections/advanced-features-section";

/** Dashboard "Advanced Features" tab: the selected converted contract's latest analysis. */
export default function AdvancedFeaturesTab(props: DashboardSectionProps) {
  const id = props.state.selectedContractId;
  return (
    <AdvancedFeaturesSection {...props}>
      {id ? <AnalysisSummary key={id} contractId={id} /> : null}
    </AdvancedFeaturesSection>
  );
}
