import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useProviderOverview } from "../api/admin-api";
import { formatTime } from "./format";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

const yesNo = (value: boolean) => (value ? "yes" : "no");

/** spec §3 provider config and provider health of the platform's own auth service. */
export function ProviderPanel() {
  const overview = useProviderOverview();
  if (overview.isPending) return <Skeleton className="h-60 w-full" />;
  if (overview.isError) return <p className="text-sm text-destructive">{overview.error.message}</p>;
  const { config, health } = overview.data;
  const policy = config.passwordPolicy;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            Provider health
            <Badge variant={health.isHealthy ? "success" : "destructive"}>
              {health.isHealthy ? "Healthy" : "Unhealthy"}
            </Badge>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
            <Row label="Provider">{health.providerName}</Row>
            <Row label="Last check">{formatTime(health.lastHealthCheck)}</Row>
            <Row label="Response time">{health.responseTime} ms</Row>
            <Row label="Error rate (24 h)">{health.errorRate}%</Row>
            <Row label="Uptime (recent checks)">{health.uptime}%</Row>
            {health.error ? <Row label="Error">{health.error}</Row> : null}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Provider configuration</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
            <Row label="Name / type">
              {config.name} · {config.type} · {config.enabled ? "enabled" : "disabled"}
            </Row>
            <Row label="API URL">
              <code className="text-xs">{config.apiUrl}</code>
            </Row>
            <Row label="Project">{config.projectId}</Row>
            <Row label="Auto refresh">
              {yesNo(config.autoRefresh)}, {config.refreshThreshold} s before expiry
            </Row>
            <Row label="Session timeout">{config.sessionTimeout} minutes</Row>
            <Row label="Zero trust">{yesNo(config.enableZeroTrust)}</Row>
            <Row label="E-mail verification">
              {config.requireEmailVerification ? "required" : "off (no mail server configured)"}
            </Row>
            <Row label="Password policy">
              at least {policy.minLength} characters
              {policy.requireUppercase ? ", upper case" : ""}
              {policy.requireLowercase ? ", lower case" : ""}
              {policy.requireNumbers ? ", numbers" : ""}
              {policy.requireSpecialChars ? ", special characters" : ""}
            </Row>
            <Row label="CORS">
              {config.corsEnabled ? "on" : "off"}: {config.allowedOrigins.join(", ")}
            </Row>
            <Row label="Migration mode">{yesNo(config.migrationMode)}</Row>
            <Row label="Fallback provider">{config.fallbackProvider ?? "none"}</Row>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
