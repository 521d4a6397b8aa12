import { Sparkles } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";

export function RequiresConversion({ purpose }: { purpose: string }) {
  return (
    <EmptyState
      icon={Sparkles}
      title="No converted contract selected"
      description={`Select a converted contract to access ${purpose}`}
    />
  );
}
