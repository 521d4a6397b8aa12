import { Activity, Bug, RefreshCw, ScrollText } from "lucide-react";
import { useState } from "react";
import { PageError } from "@/components/errors/page-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useErrorLogs } from "../api/list-error-logs";
import {
  computeErrorStatistics,
  DEFAULT_ERROR_WINDOW,
  ERROR_WINDOWS,
  type ErrorWindow,
} from "../compute-error-statistics";
import { RecentErrors } from "./recent-errors";

function Stat({ label, value, icon: Icon }: { label: string; value: string; icon: typeof Bug }) {
  return (
    <Card>
      <CardContent className="flex items-center gap-4 p-5">
        <div className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-5" />
        </div>
        <div>
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-2xl font-bold tracking-tight">{value}</p>
        </div>
      </CardContent>
    </Card>
  );
}

/** Error statistics from the error_logs table for 1 h, 24 h or 7 days (default 24 h). */
export function SystemLogsSection() {
  const [window, setWindow] = useState<ErrorWindow>(DEFAULT_ERROR_WINDOW);
  const [type, setType] = useState<string | null>(null);
  const { data, error, isPending, refetch, isFetching } = useErrorLogs();
  const stats = data ? computeErrorStatistics(data, window, Date.now()) : null;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h2 className="text-2xl font-semibold tracking-tight">System Logs</h2>
          <p className="text-sm text-muted-foreground">
            Errors reported by the app, with their rate and the most frequent kinds.
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Tabs value={window} onValueChange={(value) => setWindow(value as ErrorWindow)}>
            <TabsList className="w-auto">
              {Object.keys(ERROR_WINDOWS).map((key) => (
                <TabsTrigger key={key} value={key}>
                  {key}
                </TabsTrigger>
              ))}
            </TabsList>
          </Tabs>
          <Button
            variant="outline"
            size="icon"
            aria-label="Refresh logs"
            onClick={() => void refetch()}
            disabled={isFetching}
          >
            <RefreshCw className={isFetching ? "animate-spin" : undefined} />
          </Button>
        </div>
      </div>
      {isPending ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : error ? (
        <PageError
          message={`Failed to load error logs: ${error.message}`}
          onRetry={() => void refetch()}
        />
      ) : stats ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Stat label={`Errors in the last ${window}`} value={String(stats.total)} icon={Bug} />
            <Stat
              label="Error rate (per 100 hours)"
              value={stats.errorRate.toFixed(1)}
              icon={Activity}
            />
          </div>
          {stats.topErrors.length === 0 ? (
            <EmptyState
              icon={ScrollText}
              title="No errors recorded"
              description={`Nothing went wrong in the last ${window}.`}
            />
          ) : (
            <Card>
              <CardHeader>
                <CardTitle>Top errors</CardTitle>
                <CardDescription>
                  The most frequent error types in the window; choose one to list only those
                </CardDescription>
              </CardHeader>
              <CardContent>
                <ul className="divide-y">
                  {stats.topErrors.map((entry) => (
                    <li key={entry.errorType}>
                      <button
                        type="button"
                        aria-pressed={type === entry.errorType}
                        onClick={() => setType(type === entry.errorType ? null : entry.errorType)}
                        className="flex w-full cursor-pointer items-center justify-between rounded-md px-1 py-2.5 text-left text-sm hover:bg-muted aria-pressed:bg-muted"
                      >
                        <span className="font-mono">{entry.errorType}</span>
                        <span className="font-medium tabular-nums">{entry.count}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          )}
          {stats.total > 0 ? (
            <RecentErrors window={window} type={type} onClearType={() => setType(null)} />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
