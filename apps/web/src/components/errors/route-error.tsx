import { TriangleAlert } from "lucide-react";
import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button } from "@/components/ui/button";
import { reportClientError } from "@/lib/errors/report-error";

/** The router's fallback (errorElement) for errors thrown while loading or rendering a route. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);

  useEffect(() => {
    reportClientError(error, "route");
  }, [error]);

  return (
    <div className="flex min-h-svh items-center justify-center bg-background p-6">
      <div className="w-full max-w-lg space-y-4 rounded-xl border bg-card p-8 text-center shadow-sm">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <TriangleAlert className="size-6" />
        </div>
        <h1 className="text-2xl font-semibold">Unexpected Application Error!</h1>
        <pre className="overflow-auto rounded-md bg-muted p-3 text-left font-mono text-xs whitespace-pre-wrap text-muted-foreground">
          {detail}
        </pre>
        <div className="flex justify-center gap-2">
          <Button variant="outline" onClick={() => window.location.assign("/")}>
            Go Home
          </Button>
          <Button onClick={() => window.location.reload()}>Reload Page</Button>
        </div>
      </div>
    </div>
  );
}
