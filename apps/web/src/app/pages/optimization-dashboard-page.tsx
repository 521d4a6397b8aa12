import { OptimizationDashboard } from "@/features/analysis/components/optimization-dashboard";
import { PageFrame } from "./page-frame";

export default function OptimizationDashboardPage() {
  return (
    <PageFrame
      wide
      title="Optimization Dashboard"
      description="Gas, storage, size and message hints from the latest analysis of each of your contracts, ranked by impact."
    >
      <OptimizationDashboard />
    </PageFrame>
  );
}
