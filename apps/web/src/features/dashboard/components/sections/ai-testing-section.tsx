import { FlaskConical } from "lucide-react";
import type { DashboardSectionProps } from "../../types";
import { PlaceholderSection } from "./placeholder-section";

export default function AiTestingSection(_props: DashboardSectionProps) {
  return (
    <PlaceholderSection
      title="AI Testing"
      description="Generated test scenarios for converted contracts, run against the original."
      icon={FlaskConical}
      emptyTitle="No test runs yet"
      emptyText="Scenario tests that compare the Solidity original with the CosmWasm result will be listed here once contracts can be converted and tested."
    />
  );
}
