import type { DeploymentHealth } from "@contract-platform/api";
import { Badge } from "@/components/ui/badge";

/** Reachable, unreachable (with failures in a row) or not polled yet. */
export function HealthBadge({ health }: { health: DeploymentHealth }) {
  if (health.reachable === null) return <Badge variant="secondary">Waiting for first poll</Badge>;
  if (health.reachable) return <Badge variant="success">Reachable</Badge>;
  return (
    <Badge variant="destructive" title={health.lastError ?? undefined}>
      Unreachable{health.consecutiveFailures > 1 ? ` · ${health.consecutiveFailures} failures` : ""}
    </Badge>
  );
}
