import { ListChecks } from "lucide-react";
import { RoutePlaceholder } from "./route-placeholder";

export default function BusinessLogicTestPage() {
  return (
    <RoutePlaceholder
      icon={ListChecks}
      title="Business Logic Test"
      description="Check that a conversion keeps the contract's business rules."
      emptyTitle="No business logic tests yet"
      emptyText="Business-rule checks between the original and the converted contract appear here once testing is available."
    />
  );
}
