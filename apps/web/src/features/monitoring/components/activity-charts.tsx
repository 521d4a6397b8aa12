import type { ActivityBucket } from "@contract-platform/api";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

const hourLabel = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });

const tooltipStyle = {
  background: "var(--color-popover, #fff)",
  color: "var(--color-popover-foreground, #000)",
  border: "1px solid var(--color-border, #ddd)",
  borderRadius: 8,
  fontSize: 12,
};

/** Said where gas would be shown for a chain that does not meter it (the built-in local chain). */
export const GAS_NOT_METERED = "not metered on the local chain";

/**
 * Transactions (succeeded / failed) and gas per hour over the last 24 hours. Without gas
 * metering (the built-in local chain) the gas chart says so rather than drawing zeros.
 */
export function ActivityCharts({
  hourly,
  gasMetered = true,
}: {
  hourly: ActivityBucket[];
  gasMetered?: boolean;
}) {
  const data = hourly.map((bucket) => ({
    hour: hourLabel(bucket.hour),
    succeeded: bucket.total - bucket.failed,
    failed: bucket.failed,
    gas: bucket.gasUsed,
  }));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <figure className="space-y-2">
        <figcaption className="text-sm font-medium">Transactions per hour</figcaption>
        <div className="h-56 w-full" role="img" aria-label="Transactions per hour, last 24 hours">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} margin={{ top: 4, right: 8, bottom: 4, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-border)" />
              <XAxis
                dataKey="hour"
                fontSize={10}
                interval={5}
                stroke="var(--color-muted-foreground)"
              />
              <YAxis allowDecimals={false} fontSize={10} stroke="var(--color-muted-foreground)" />
              <Tooltip contentStyle={tooltipStyle} />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <Bar
                dataKey="succeeded"
                name="Succeeded"
                stackId="tx"
                fill="var(--color-success, #16a34a)"
              />
              <Bar
                dataKey="failed"
                name="Failed"
                stackId="tx"
                fill="var(--color-destructive, #dc2626)"
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
      {gasMetered ? (
        <figure className="space-y-2">
          <figcaption className="text-sm font-medium">Gas used per hour</figcaption>
          <div className="h-56 w-full" role="img" aria-label="Gas used per hour, last 24 hours">
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={data} margin={{ top: 4, right: 8, bottom: 4, left: 0 }}>
                <CartesianGrid
                  strokeDasharray="3 3"
                  vertical={false}
                  stroke="var(--color-border)"
                />
                <XAxis
                  dataKey="hour"
                  fontSize={10}
                  interval={5}
                  stroke="var(--color-muted-foreground)"
                />
                <YAxis fontSize={10} stroke="var(--color-muted-foreground)" />
                <Tooltip contentStyle={tooltipStyle} />
                <Line
                  type="monotone"
                  dataKey="gas"
                  name="Gas"
                  stroke="var(--color-primary, #6366f1)"
                  dot={false}
                  strokeWidth={2}
                />
              </LineChart>
            </ResponsiveContainer>
          </div>
        </figure>
      ) : (
        <figure className="space-y-2">
          <figcaption className="text-sm font-medium">Gas used per hour</figcaption>
          <p className="text-sm text-muted-foreground">Gas is {GAS_NOT_METERED}.</p>
        </figure>
      )}
    </div>
  );
}
