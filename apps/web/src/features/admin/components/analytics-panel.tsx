import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuthAnalytics } from "../api/admin-api";
import { formatTime } from "./format";

const SERIES = [
  { key: "signin", name: "Sign-ins", color: "var(--color-primary, #6366f1)" },
  { key: "signup", name: "Sign-ups", color: "var(--color-success, #16a34a)" },
  {
    key: "session_refresh",
    name: "Session refreshes",
    color: "var(--color-muted-foreground, #64748b)",
  },
  {
    key: "security_violation",
    name: "Security violations",
    color: "var(--color-destructive, #dc2626)",
  },
] as const;

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border bg-card p-4">
      <div className="text-2xl font-semibold">{value}</div>
      <div className="text-xs text-muted-foreground">{label}</div>
    </div>
  );
}

/**
 * spec §9 auth analytics: the last 24 hours of the stored events (up to 1000, kept 7 days) —
 * totals, success rate, average duration, hourly events per type, failures and the top 5 errors.
 */
export function AnalyticsPanel() {
  const analytics = useAuthAnalytics();
  if (analytics.isPending) return <Skeleton className="h-72 w-full" />;
  if (analytics.isError)
    return <p className="text-sm text-destructive">{analytics.error.message}</p>;
  const data = analytics.data;
  const hours = data.hourly.map((hour) => ({
    ...hour,
    label: new Date(hour.hour).toLocaleTimeString(undefined, {
      hour: "2-digit",
      minute: "2-digit",
    }),
  }));
  const failures = Object.entries(data.byType).map(([type, counts]) => ({
    type: SERIES.find((s) => s.key === type)?.name ?? type,
    succeeded: counts.total - counts.failed,
    failed: counts.failed,
  }));
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat label={`events, last ${data.windowHours} h`} value={String(data.totalEvents)} />
        <Stat label="succeeded" value={`${data.successRate}%`} />
        <Stat label="average duration" value={`${data.averageDuration} ms`} />
        <Stat
          label={`events kept (max 1000, ${data.retained.days} days)`}
          value={String(data.retained.events)}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle className="text-base">Events per hour</CardTitle>
          </CardHeader>
          <CardContent>
            <div
              className="h-64 w-full"
              role="img"
              aria-label="Authentication events per hour, last 24 hours"
            >
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={hours} margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="label" fontSize={11} interval={3} />
                  <YAxis allowDecimals={false} fontSize={11} />
                  <Tooltip />
                  <Legend wrapperStyle={{ fontSize: 12 }} />
                  {SERIES.map((series) => (
                    <Bar
                      key={series.key}
                      dataKey={series.key}
                      name={series.name}
                      stackId="events"
                      fill={series.color}
                    />
                  ))}
                </BarChart>
              </ResponsiveContainer>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Top errors</CardTitle>
          </CardHeader>
          <CardContent>
            {data.topErrors.length === 0 ? (
              <p className="text-sm text-muted-foreground">No failures in the last 24 hours.</p>
            ) : (
              <ol className="space-y-2 text-sm" aria-label="Top errors">
                {data.topErrors.map((error) => (
                  <li key={error.errorCode} className="flex items-center justify-between gap-2">
                    <code className="truncate">{error.errorCode}</code>
                    <span className="font-medium">{error.count}</span>
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>
      </div>
      {failures.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Outcome per event type</CardTitle>
          </CardHeader>
          <CardContent>
            <div
              className="h-48 w-full"
              role="img"
              aria-label="Succeeded and failed events per type"
            >
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={failures} layout="vertical" margin={{ left: 48, right: 8 }}>
                  <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                  <XAxis type="number" allowDecimals={false} fontSize={11} />
                  <YAxis type="category" dataKey="type" fontSize={11} width={120} />
                  <Tooltip />
                  <Legend wrapperStyle={{ fontSize: 12 }} />
                  <Bar
                    dataKey="succeeded"
                    name="Succeeded"
                    stackId="o"
                    fill="var(--color-success, #16a34a)"
                  />
                  <Bar
                    dataKey="failed"
                    name="Failed"
                    stackId="o"
                    fill="var(--color-destructive, #dc2626)"
                  />
                </BarChart>
              </ResponsiveContainer>
            </div>
          </CardContent>
        </Card>
      ) : null}
      <p className="text-xs text-muted-foreground">
        Computed {formatTime(data.generatedAt)}; the server reuses it for {data.cacheSeconds / 60}{" "}
        minutes.
      </p>
    </div>
  );
}
