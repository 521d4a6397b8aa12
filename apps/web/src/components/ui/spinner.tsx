import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/cn";

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <LoaderCircle
      role="status"
      aria-label={label ?? "Loading"}
      className={cn("size-6 animate-spin text-primary", className)}
    />
  );
}
