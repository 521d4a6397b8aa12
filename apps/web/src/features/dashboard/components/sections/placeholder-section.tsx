import type { LucideIcon } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { SectionHeader } from "./section-header";

/** Section body for a capability that is not built yet: it says what will be there. */
export function PlaceholderSection(spec: {
  title: string;
  description: string;
  icon: LucideIcon;
  emptyTitle: string;
  emptyText: string;
}) {
  return (
    <div className="space-y-6">
      <SectionHeader title={spec.title} description={spec.description} />
      <EmptyState icon={spec.icon} title={spec.emptyTitle} description={spec.emptyText} />
    </div>
  );
}
