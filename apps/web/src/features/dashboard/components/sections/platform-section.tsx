import { Layers } from "lucide-react";
import type { DashboardSectionProps } from "../../types";
import { PlaceholderSection } from "./placeholder-section";

export default function PlatformSection(_props: DashboardSectionProps) {
  return (
    <PlaceholderSection
      title="Platform"
      description="Deployment targets, builds and production monitoring."
      icon={Layers}
      emptyTitle="No deployments yet"
      emptyText="Builds, test deployments and production monitoring for your contracts will appear here when deployment is available."
    />
  );
}
