import { FileCode2 } from "lucide-react";
import { RoutePlaceholder } from "./route-placeholder";

export default function ContractsPage() {
  return (
    <RoutePlaceholder
      icon={FileCode2}
      title="Contracts"
      description="All contracts you have uploaded, with their status."
      emptyTitle="No contracts listed yet"
      emptyText="Your uploaded contracts and their conversion status will be listed here once uploads are available."
    />
  );
}
