import { ShieldAlert } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { type BypassTestResults, runBypassTests } from "@/lib/errors/run-bypass-tests";

function environment() {
  const { hostname } = window.location;
  if (hostname === "localhost" || hostname === "127.0.0.1") return "Local development";
  return `Hosted (${hostname})`;
}

/** Shown when an error looks like hosting-platform interference (spec §8 texts). */
export function PlatformInterferenceScreen({
  error,
  onRetry,
}: {
  error: Error;
  onRetry: () => void;
}) {
  const [results, setResults] = useState<BypassTestResults | null>(null);
  const [testing, setTesting] = useState(false);

  async function bypassAndRetry() {
    setTesting(true);
    const outcome = await runBypassTests();
    setResults(outcome);
    setTesting(false);
    if (outcome.manifest === "OK" && outcome.health === "OK") onRetry();
  }

  return (
    <div className="flex min-h-[60svh] items-center justify-center p-6">
      <div
        role="alert"
        className="w-full max-w-lg space-y-5 rounded-xl border bg-card p-8 shadow-sm"
      >
        <div className="flex items-start gap-4">
          <div className="flex size-11 shrink-0 items-center justify-center rounded-full bg-warning/20 text-warning">
            <ShieldAlert className="size-5" />
          </div>
          <div className="space-y-1">
            <h1 className="text-xl font-semibold">Platform Authentication Issue</h1>
            <p className="text-sm font-medium text-destructive">CORS Policy Violation Detected</p>
            <p className="text-sm text-muted-foreground">{error.message}</p>
          </div>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-muted/60 p-4 text-sm">
          <dt className="text-muted-foreground">Environment</dt>
          <dd>{environment()}</dd>
          <dt className="text-muted-foreground">Origin</dt>
          <dd className="truncate font-mono text-xs leading-5">{window.location.origin}</dd>
          {results ? (
            <>
              <dt className="text-muted-foreground">Manifest</dt>
              <dd>
                <Badge variant={results.manifest === "OK" ? "success" : "destructive"}>
                  {results.manifest}
                </Badge>
              </dd>
              <dt className="text-muted-foreground">Health</dt>
              <dd>
                <Badge variant={results.health === "OK" ? "success" : "destructive"}>
                  {results.health}
                </Badge>
              </dd>
            </>
          ) : null}
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={onRetry}>
            Standard Retry
          </Button>
          <Button onClick={bypassAndRetry} disabled={testing}>
            {testing ? "Testing..." : "Bypass & Retry"}
          </Button>
        </div>
      </div>
    </div>
  );
}
