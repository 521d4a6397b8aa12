import { Sparkles } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { hasConvertedSelection } from "../../dashboard-state";
import type { DashboardSectionProps } from "../../types";
import { RequiresConversion } from "./requires-conversion";
import { SectionHeader } from "./section-header";

export default function AdvancedFeaturesSection({ state }: DashboardSectionProps) {
  return (
    <div className="space-y-6">
      <SectionHeader
        title="Advanced Features"
        description="Security findings, gas and storage optimisation hints and AI insights."
      />
      {hasConvertedSelection(state) ? (
        <EmptyState
          icon={Sparkles}
          title="Advanced analytics"
          description="AI analysis of this contract arrives with the analysis capability."
        />
      ) : (
        <RequiresConversion purpose="advanced AI features" />
      )}
    </div>
  );
}
