import { Gauge } from "lucide-react";
import { RoutePlaceholder } from "./route-placeholder";

export default function OptimizationDashboardPage() {
  return (
    <RoutePlaceholder
      icon={Gauge}
      title="Optimization Dashboard"
      description="Gas and storage optimisation hints across your contracts."
      emptyTitle="No optimisation data yet"
      emptyText="Optimisation hints appear here once contracts have been converted and analysed."
    />
  );
}
