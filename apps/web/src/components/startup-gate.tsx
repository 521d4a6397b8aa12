import { useEffect, useState } from "react";
import { isStartupReady, pollUntilReady } from "@/lib/startup/poll-until-ready";

/**
 * spec §2 Startup: 'Initializing React' until the document is fully loaded and the UI runtime
 * answers (React committed this screen and the browser painted a frame), then the app.
 */
export function StartupGate({
  children,
  isReady,
}: {
  children: React.ReactNode;
  isReady?: () => boolean;
}) {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let active = true;
    let painted = false;
    const frame = requestAnimationFrame(() => {
      painted = true;
    });
    const check = isReady ?? (() => isStartupReady(document, () => painted));
    void pollUntilReady(check).then(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
      cancelAnimationFrame(frame);
    };
  }, [isReady]);

  if (ready) return children;
  return (
    <div
      data-testid="startup-gate"
      className="flex min-h-svh flex-col items-center justify-center gap-5 bg-background p-6 text-center"
    >
      <div
        role="status"
        aria-label="Initializing"
        className="size-12 animate-spin rounded-full border-4 border-primary/20 border-t-primary"
      />
      <div className="space-y-1">
        <h1 className="text-xl font-semibold">Initializing React</h1>
        <p className="text-sm text-muted-foreground">Ensuring safe system startup...</p>
      </div>
    </div>
  );
}
