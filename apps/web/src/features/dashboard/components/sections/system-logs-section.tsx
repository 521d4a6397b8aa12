import { ScrollText } from "lucide-react";
import type { DashboardSectionProps } from "../../types";
import { PlaceholderSection } from "./placeholder-section";

export default function SystemLogsSection(_props: DashboardSectionProps) {
  return (
    <PlaceholderSection
      title="System Logs"
      description="Client and server errors with statistics over 1 h, 24 h and 7 days."
      icon={ScrollText}
      emptyTitle="Error statistics are not shown yet"
      emptyText="Errors are already being recorded; the statistics view (error rates and top errors per time window) arrives with accounts, because reading the logs needs an administrator."
    />
  );
}
