import { CheckCircle2, Clock, FileCode2 } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useStatistics } from "../api/get-statistics";
import { useStatisticsSubscription } from "../api/use-statistics-subscription";

function StatCard({
  title,
  value,
  hint,
  icon: Icon,
}: {
  title: string;
  value: string;
  hint: string;
  icon: typeof Clock;
}) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
        <div className="flex size-8 items-center justify-center rounded-md bg-primary/10 text-primary">
          <Icon className="size-4" />
        </div>
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-bold tracking-tight">{value}</p>
        <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
      </CardContent>
    </Card>
  );
}

/** The three landing statistics cards for a signed-in user. */
export function StatisticsCards() {
  const { data, error, isPending } = useStatistics(true);
  useStatisticsSubscription(data?.available === true);
  if (error) {
    return (
      <p role="alert" className="rounded-lg bg-destructive/10 p-4 text-sm text-destructive">
        Error loading statistics: {error.message || "Failed to load statistics"}
      </p>
    );
  }
  const stats = data?.available ? data.statistics : null;
  const value = (n: number | undefined) => (isPending ? "..." : stats ? String(n) : "—");
  const unavailable = "Live statistics arrive with contract tracking";
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <StatCard
        title="Total Contracts"
        icon={FileCode2}
        value={value(stats?.totalContracts)}
        hint={stats || isPending ? "Uploaded for conversion" : unavailable}
      />
      <StatCard
        title="Successful Conversions"
        icon={CheckCircle2}
        value={value(stats?.successfulConversions)}
        hint={
          stats
            ? stats.successRate === null || stats.successfulConversions === 0
              ? "Ready to start converting"
              : `${stats.successRate}% success rate`
            : isPending
              ? "Converted without errors"
              : unavailable
        }
      />
      <StatCard
        title="Analysis Hours Saved"
        icon={Clock}
        value={value(stats?.analysisHoursSaved)}
        hint={stats || isPending ? "Estimated development time saved" : unavailable}
      />
    </div>
  );
}
