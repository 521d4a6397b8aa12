import { Activity } from "lucide-react";
import { RoutePlaceholder } from "./route-placeholder";

export default function ProductionMonitoringPage() {
  return (
    <RoutePlaceholder
      icon={Activity}
      title="Production Monitoring"
      description="Health and activity of deployed contracts."
      emptyTitle="No deployed contracts"
      emptyText="Monitoring of deployed contracts starts once a contract has been deployed."
    />
  );
}
