import { RefreshCw } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useDeploymentMonitoring, usePollDeployment } from "../api/monitoring";
import { ActivityCharts, GAS_NOT_METERED } from "./activity-charts";
import { shortAddress } from "./deployments-table";
import { HealthBadge } from "./health-badge";
import { VerificationEvidence } from "./verification-evidence";

/** One deployment: contract info, verification, charts, recent executions and health checks. */
export function DeploymentDetail({ deploymentId }: { deploymentId: string }) {
  const detail = useDeploymentMonitoring(deploymentId);
  const poll = usePollDeployment();
  if (detail.isPending) return <Skeleton className="h-96 w-full" />;
  if (detail.error) return <p className="text-sm text-destructive">{detail.error.message}</p>;
  const { deployment, health } = detail.data;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="min-w-0 space-y-1">
          <CardTitle className="flex flex-wrap items-center gap-2">
            {deployment.contractName}
            <span className="text-base font-normal text-muted-foreground">
              on {deployment.chainName}
            </span>
            <HealthBadge health={health} />
          </CardTitle>
          <CardDescription className="font-mono text-xs break-all">
            {deployment.contractAddress}
          </CardDescription>
        </div>
        <Button
          size="sm"
          variant="outline"
          disabled={poll.isPending}
          onClick={() => poll.mutate(deploymentId)}
        >
          <RefreshCw className={cn(poll.isPending && "animate-spin")} /> Poll now
        </Button>
      </CardHeader>
      <CardContent className="space-y-6">
        {health.reachable === false ? (
          <p className="text-sm break-words text-destructive" role="alert">
            {health.lastError} — next try{" "}
            {health.nextPollAt ? new Date(health.nextPollAt).toLocaleTimeString() : "soon"}
            {health.consecutiveFailures > 1
              ? ` (waiting longer after ${health.consecutiveFailures} failures in a row)`
              : ""}
            .
          </p>
        ) : null}
        {poll.error ? <p className="text-sm text-destructive">{poll.error.message}</p> : null}
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="text-xs text-muted-foreground">Code id</dt>
            <dd>
              {health.codeId ?? deployment.codeId}
              {health.codeId !== null && health.codeId !== deployment.codeId ? (
                <Badge variant="warning" className="ml-2">
                  migrated from {deployment.codeId}
                </Badge>
              ) : null}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Admin</dt>
            <dd className="font-mono text-xs break-all" title={health.admin ?? undefined}>
              {health.admin ? shortAddress(health.admin) : "none"}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Last activity</dt>
            <dd>
              {detail.data.lastActivityAt
                ? new Date(detail.data.lastActivityAt).toLocaleString()
                : "—"}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Failed (last hour)</dt>
            <dd className={cn(detail.data.failedLastHour > 0 && "text-destructive")}>
              {detail.data.failedLastHour} of {detail.data.transactionsLastHour}
              {detail.data.failureRateLastHour !== null
                ? ` · ${detail.data.failureRateLastHour}%`
                : ""}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Gas used (24 h)</dt>
            <dd>
              {deployment.network === "local"
                ? GAS_NOT_METERED
                : detail.data.gasUsedLastDay.toLocaleString("en-US")}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Latest block</dt>
            <dd>{health.latestHeight?.toLocaleString("en-US") ?? "—"}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Last poll</dt>
            <dd>
              {health.lastPolledAt ? new Date(health.lastPolledAt).toLocaleString() : "not yet"}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Deployed</dt>
            <dd>{new Date(deployment.createdAt).toLocaleString()}</dd>
          </div>
        </dl>
        <VerificationEvidence deployment={deployment} />
        <ActivityCharts hourly={detail.data.hourly} gasMetered={deployment.network !== "local"} />
        <section className="space-y-2">
          <h3 className="text-sm font-medium">Recent executions</h3>
          {detail.data.recent.length === 0 ? (
            <p className="text-sm text-muted-foreground">No transactions seen yet.</p>
          ) : (
            <div className="overflow-x-auto rounded-lg border">
              <table className="w-full min-w-[640px] text-sm">
                <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
                  <tr>
                    <th className="px-3 py-2 font-medium">Time</th>
                    <th className="px-3 py-2 font-medium">Action</th>
                    <th className="px-3 py-2 font-medium">Result</th>
                    <th className="px-3 py-2 font-medium">Sender</th>
                    <th className="px-3 py-2 text-right font-medium">Gas</th>
                    <th className="px-3 py-2 font-medium">Tx</th>
                  </tr>
                </thead>
                <tbody>
                  {detail.data.recent.map((tx) => (
                    <tr key={tx.txHash} className="border-t align-top">
                      <td className="px-3 py-2 text-xs whitespace-nowrap">
                        {new Date(tx.executedAt).toLocaleString()}
                      </td>
                      <td className="px-3 py-2 font-mono text-xs">{tx.action}</td>
                      <td className="px-3 py-2">
                        {tx.success ? (
                          <Badge variant="success">ok</Badge>
                        ) : (
                          <span className="space-y-1">
                            <Badge variant="destructive">failed · code {tx.code}</Badge>
                            {tx.error ? (
                              <span className="block max-w-xs text-xs break-words text-muted-foreground">
                                {tx.error}
                              </span>
                            ) : null}
                          </span>
                        )}
                      </td>
                      <td className="px-3 py-2 font-mono text-xs" title={tx.sender ?? undefined}>
                        {tx.sender ? shortAddress(tx.sender) : "—"}
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">
                        {tx.gasUsed.toLocaleString("en-US")}
                      </td>
                      <td className="px-3 py-2 font-mono text-xs" title={tx.txHash}>
                        {deployment.explorerTxUrl ? (
                          <a
                            className="underline"
                            href={deployment.explorerTxUrl.replace("{hash}", tx.txHash)}
                            target="_blank"
                            rel="noreferrer"
                          >
                            {tx.txHash.slice(0, 10)}…
                          </a>
                        ) : (
                          `${tx.txHash.slice(0, 10)}…`
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        {detail.data.healthChecks.length > 0 ? (
          <section className="space-y-2">
            <h3 className="text-sm font-medium">Health checks</h3>
            <div
              className="flex flex-wrap gap-1"
              role="img"
              aria-label="Recent health checks, oldest first"
            >
              {detail.data.healthChecks.map((check) => (
                <span
                  key={check.checkedAt}
                  title={`${new Date(check.checkedAt).toLocaleString()}: ${check.reachable ? `reachable${check.latencyMs !== null ? `, ${check.latencyMs} ms` : ""}` : (check.error ?? "unreachable")}`}
                  className={cn(
                    "h-6 w-2 rounded-sm",
                    check.reachable ? "bg-success" : "bg-destructive",
                  )}
                />
              ))}
            </div>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
