import type { ReactNode } from "react";
import { hasConvertedSelection } from "../../dashboard-state";
import type { DashboardSectionProps } from "../../types";
import { RequiresConversion } from "./requires-conversion";
import { SectionHeader } from "./section-header";

/** Shows `children` (the selected contract's analysis) once a converted contract is selected. */
export default function AdvancedFeaturesSection({
  state,
  children,
}: DashboardSectionProps & { children?: ReactNode }) {
  return (
    <div className="space-y-6">
      <SectionHeader
        title="Advanced Features"
        description="Security findings, gas and storage optimisation hints and AI insights."
      />
      {hasConvertedSelection(state) ? (
        children
      ) : (
        <RequiresConversion purpose="advanced AI features" />
      )}
    </div>
  );
}
