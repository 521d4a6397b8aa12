import { Code2, Gauge, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { AnalysisSummary } from "@/features/analysis/components/analysis-summary";
import { type DashboardSectionProps, hasConvertedSelection } from "@/features/dashboard";
import AdvancedFeaturesSection from "@/features/dashboard/components/sections/advanced-features-section";
import { ConvertedContractPicker } from "./converted-contract-picker";

/**
 * Dashboard "Advanced Features" tab: choose a converted contract, see its latest analysis, go on to
 * the complete analysis, its code review or the optimisation dashboard across all contracts.
 */
export default function AdvancedFeaturesTab(props: DashboardSectionProps) {
  const { state, dispatch, openCodeReview, selectConvertedContract } = props;
  const id = hasConvertedSelection(state) ? state.selectedContractId : null;
  const picker = (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="w-full min-w-0 sm:w-auto sm:flex-1">
        <ConvertedContractPicker value={id} onChange={selectConvertedContract} />
      </div>
      <Button asChild size="sm" variant="outline">
        <Link to="/optimization-dashboard">
          <Gauge /> Optimization dashboard
        </Link>
      </Button>
    </div>
  );
  return (
    <AdvancedFeaturesSection {...props} picker={picker}>
      {id ? (
        <div className="space-y-4">
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => dispatch({ type: "open-complete-analysis" })}>
              <Sparkles /> Complete AI analysis
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => openCodeReview(id, state.convertedCode ?? undefined)}
            >
              <Code2 /> Code review
            </Button>
          </div>
          <AnalysisSummary key={id} contractId={id} />
        </div>
      ) : null}
    </AdvancedFeaturesSection>
  );
}
