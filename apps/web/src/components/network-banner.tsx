import { RefreshCw, WifiOff, Zap } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { type ConnectionMonitor, connectionMonitor } from "@/lib/network/connection-monitor";
import type { ConnectionStatus } from "@/lib/network/probe-connection";
import { useConnectionStatus } from "@/lib/network/use-connection-status";

export const NETWORK_MESSAGES: Record<Exclude<ConnectionStatus, "online">, string> = {
  offline: "No internet connection detected",
  slow: "Slow connection detected - authentication may take longer",
  unreachable: "Connection issues detected. Please check your internet connection.",
};

/** Connection-problem banner; hidden while the connection is fine or not yet probed. */
export function NetworkBanner({
  monitor = connectionMonitor,
  forceError = false,
  onRetryAuth,
}: {
  monitor?: ConnectionMonitor;
  /** Show the banner even before a probe failed (e.g. the auth state reports a connection error). */
  forceError?: boolean;
  onRetryAuth?: () => void;
}) {
  const result = useConnectionStatus(monitor);
  // A page opened directly (not through the landing page's service monitor) probes too: every
  // 30 s and on going offline or online. start() does nothing when the monitor already runs.
  useEffect(() => monitor.start(), [monitor]);
  const [testing, setTesting] = useState(false);
  const status: ConnectionStatus | null =
    result && result.status !== "online" ? result.status : forceError ? "unreachable" : null;
  if (!status) return null;

  async function testConnection() {
    setTesting(true);
    await monitor.check();
    setTesting(false);
  }

  const Icon = status === "slow" ? Zap : WifiOff;
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm sm:flex-row sm:items-center"
    >
      <div className="flex flex-1 items-center gap-2">
        <Icon className="size-4 shrink-0 text-warning" />
        <span>{NETWORK_MESSAGES[status]}</span>
      </div>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={testConnection} disabled={testing}>
          <RefreshCw className={testing ? "animate-spin" : undefined} /> Test Connection
        </Button>
        {onRetryAuth ? (
          <Button variant="outline" size="sm" onClick={onRetryAuth}>
            Retry Auth
          </Button>
        ) : null}
      </div>
    </div>
  );
}
