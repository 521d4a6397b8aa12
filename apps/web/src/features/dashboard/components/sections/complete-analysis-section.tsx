import type { ReactNode } from "react";
import { hasConvertedSelection } from "../../dashboard-state";
import type { DashboardSectionProps } from "../../types";
import { RequiresConversion } from "./requires-conversion";
import { SectionHeader } from "./section-header";

/**
 * Shows `picker` (how to choose a converted contract) and, once one is selected, `children` (its
 * analysis); until then the spec's request to select one.
 */
export default function CompleteAnalysisSection({
  state,
  picker,
  children,
}: DashboardSectionProps & { picker?: ReactNode; children?: ReactNode }) {
  return (
    <div className="space-y-6">
      <SectionHeader
        title="Complete AI Analysis"
        description="The end-to-end AI testing and analysis workflow for one contract."
      />
      {picker}
      {hasConvertedSelection(state) ? (
        children
      ) : (
        <RequiresConversion purpose="the complete AI analysis workflow" />
      )}
    </div>
  );
}
