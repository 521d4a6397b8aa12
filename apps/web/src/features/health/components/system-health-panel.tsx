import type { HealthResponse, ProviderHealth } from "@contract-platform/api";
import { Activity, Database, HardDrive, RefreshCw, Server, Workflow } from "lucide-react";
import { PageError } from "@/components/errors/page-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useHealth } from "../api/get-health";

const ICONS: Record<string, typeof Database> = {
  database: Database,
  storage: HardDrive,
  jobs: Workflow,
  "job-runner": Workflow,
};

const STATUS_VARIANT = {
  healthy: "success",
  degraded: "warning",
  unhealthy: "destructive",
} as const;

function ProviderRow({ provider }: { provider: ProviderHealth }) {
  const Icon = ICONS[provider.providerName] ?? Server;
  return (
    <div className="flex items-center gap-3 rounded-lg border bg-background/60 p-3">
      <div
        className={cn(
          "flex size-9 items-center justify-center rounded-md",
          provider.isHealthy ? "bg-success/15 text-success" : "bg-destructive/15 text-destructive",
        )}
      >
        <Icon className="size-4" />
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium capitalize">{provider.providerName}</p>
        <p className="truncate text-xs text-muted-foreground">
          {provider.error ??
            `${Math.round(provider.responseTime)} ms · uptime ${provider.uptime.toFixed(0)}%`}
        </p>
      </div>
      <Badge variant={provider.isHealthy ? "success" : "destructive"}>
        {provider.isHealthy ? "Healthy" : "Down"}
      </Badge>
    </div>
  );
}

export function HealthSummary({ health }: { health: HealthResponse }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {health.providers.map((provider) => (
        <ProviderRow key={provider.providerName} provider={provider} />
      ))}
    </div>
  );
}

/** Live status of the server's services, from GET /api/health (refreshed every 30 s). */
export function SystemHealthPanel({ className }: { className?: string }) {
  const { data, error, isPending, refetch, isFetching } = useHealth();
  return (
    <Card className={className}>
      <CardHeader className="flex-row items-start justify-between gap-4 space-y-0">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            <Activity className="size-4 text-primary" /> System health
          </CardTitle>
          <CardDescription>
            {data
              ? `Server v${data.version} · checked ${new Date(data.timestamp).toLocaleTimeString()}`
              : "Database, storage and background jobs"}
          </CardDescription>
        </div>
        <div className="flex items-center gap-2">
          {data ? <Badge variant={STATUS_VARIANT[data.status]}>{data.status}</Badge> : null}
          <Button
            variant="ghost"
            size="icon"
            aria-label="Refresh health"
            onClick={() => void refetch()}
            disabled={isFetching}
          >
            <RefreshCw className={isFetching ? "animate-spin" : undefined} />
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="grid gap-3 sm:grid-cols-3">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : error ? (
          <PageError
            message={`Health check failed: ${error.message}`}
            onRetry={() => void refetch()}
          />
        ) : (
          <HealthSummary health={data} />
        )}
      </CardContent>
    </Card>
  );
}
