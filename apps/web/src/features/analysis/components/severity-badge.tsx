import { Badge } from "@/components/ui/badge";

type Severity = "high" | "medium" | "low" | "informational";

const variants = {
  high: "destructive",
  medium: "warning",
  low: "secondary",
  informational: "outline",
} as const;

export function SeverityBadge({ severity }: { severity: Severity }) {
  return (
    <Badge variant={variants[severity]} className="capitalize">
      {severity}
    </Badge>
  );
}
