import { MonitoringView } from "@/features/monitoring";
import { PageFrame } from "./page-frame";

export default function ProductionMonitoringPage() {
  return (
    <PageFrame
      wide
      title="Production Monitoring"
      description="Health, activity and alerts of every deployment of your contracts."
    >
      <MonitoringView />
    </PageFrame>
  );
}
