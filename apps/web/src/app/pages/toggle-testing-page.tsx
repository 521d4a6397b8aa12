import { ToggleLeft } from "lucide-react";
import { RoutePlaceholder } from "./route-placeholder";

export default function ToggleTestingPage() {
  return (
    <RoutePlaceholder
      icon={ToggleLeft}
      title="Toggle Testing"
      description="Switch test suites and feature toggles for converted contracts."
      emptyTitle="Nothing to toggle yet"
      emptyText="Test suite toggles appear here once converted contracts can be tested."
    />
  );
}
