import type { ReactNode } from "react";
import { hasConvertedSelection } from "../../dashboard-state";
import type { DashboardSectionProps } from "../../types";
import { RequiresConversion } from "./requires-conversion";
import { SectionHeader } from "./section-header";

/** Shows `children` (the selected contract's analysis) once a converted contract is selected. */
export default function CompleteAnalysisSection({
  state,
  children,
}: DashboardSectionProps & { children?: ReactNode }) {
  return (
    <div className="space-y-6">
      <SectionHeader
        title="Complete AI Analysis"
        description="The end-to-end AI testing and analysis workflow for one contract."
      />
      {hasConvertedSelection(state) ? (
        children
      ) : (
        <RequiresConversion purpose="the complete AI analysis workflow" />
      )}
    </div>
  );
}
