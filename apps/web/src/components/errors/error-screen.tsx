import { ArrowLeft, Bug, RefreshCw, RotateCcw } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";

export const MAX_MANUAL_RETRIES = 3;

/** Generic error screen: error ID, details, Go Back, Try Again (n left), Reload Page. */
export function ErrorScreen({
  error,
  errorId,
  retriesLeft,
  onRetry,
}: {
  error: Error;
  errorId: string;
  retriesLeft: number;
  onRetry: () => void;
}) {
  const [showDetails, setShowDetails] = useState(false);
  return (
    <div className="flex min-h-[60svh] items-center justify-center p-6">
      <div
        role="alert"
        className="w-full max-w-lg space-y-5 rounded-xl border bg-card p-8 shadow-sm"
      >
        <div className="flex items-start gap-4">
          <div className="flex size-11 shrink-0 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <Bug className="size-5" />
          </div>
          <div className="min-w-0 space-y-1">
            <h1 className="text-xl font-semibold">Something went wrong</h1>
            <p className="text-sm text-muted-foreground">
              The error has been logged. You can try again or reload the page.
            </p>
            <p className="font-mono text-xs text-muted-foreground">Error ID: {errorId}</p>
          </div>
        </div>
        <div className="space-y-2">
          <button
            type="button"
            className="text-sm font-medium text-primary hover:underline"
            onClick={() => setShowDetails((shown) => !shown)}
          >
            {showDetails ? "Hide details" : "Show details"}
          </button>
          {showDetails ? (
            <pre className="max-h-48 overflow-auto rounded-md bg-muted p-3 font-mono text-xs whitespace-pre-wrap">
              {error.name}: {error.message}
              {error.stack ? `\n\n${error.stack}` : ""}
            </pre>
          ) : null}
        </div>
        {retriesLeft <= 0 ? (
          <p className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
            Maximum retry attempts reached. Please reload the page or contact support.
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => window.history.back()}>
            <ArrowLeft /> Go Back
          </Button>
          {retriesLeft > 0 ? (
            <Button variant="secondary" onClick={onRetry}>
              <RotateCcw /> Try Again ({retriesLeft} left)
            </Button>
          ) : null}
          <Button onClick={() => window.location.reload()}>
            <RefreshCw /> Reload Page
          </Button>
        </div>
      </div>
    </div>
  );
}
