import { CircleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Inline error for one page or section; Try Again re-runs whatever failed. */
export function PageError({
  message = "An unexpected error occurred. Please try refreshing the page.",
  onRetry,
}: {
  message?: string;
  onRetry?: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-destructive/30 bg-destructive/5 px-6 py-10 text-center"
    >
      <CircleAlert className="size-8 text-destructive" />
      <p className="max-w-md text-sm">{message}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try Again
        </Button>
      ) : null}
    </div>
  );
}
