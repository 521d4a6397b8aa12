import { CircleSlash } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import type { DashboardSectionProps } from "../../types";

export default function AnalysisDemoSection(_props: DashboardSectionProps) {
  return (
    <EmptyState
      icon={CircleSlash}
      title="Analysis demo not available"
      description="There is no demo analysis in this build; analyse one of your own converted contracts instead."
    />
  );
}
