import type { TestRun } from "@contract-platform/api";
import { CircleSlash, Info, Square } from "lucide-react";
import type { ComponentProps } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { useCancelTestRun, useTestRun } from "../api/test-runs";
import { DivergencesList } from "./divergences-list";
import { RuleResults } from "./rule-results";
import { RunSteps } from "./run-steps";

const statusVariant: Record<
  TestRun["status"],
  "secondary" | "success" | "destructive" | "outline" | "default"
> = {
  queued: "outline",
  running: "default",
  succeeded: "success",
  failed: "destructive",
  cancelled: "secondary",
};

export function RunStatusBadge({ run }: { run: Pick<TestRun, "status" | "summary"> }) {
  if (run.status !== "succeeded")
    return <Badge variant={statusVariant[run.status]}>{run.status}</Badge>;
  const { different, notCompared, equal } = run.summary;
  if (different > 0) return <Badge variant="destructive">diverges</Badge>;
  if (notCompared > 0) return <Badge variant="warning">EVM only</Badge>;
  if (equal > 0) return <Badge variant="success">equal</Badge>;
  return <Badge variant="secondary">nothing compared</Badge>;
}

/** One run: live progress and cancel while it works, what could not run and why, the steps. */
export function RunPanel({
  contractId,
  runId,
  explain,
}: {
  contractId: string;
  runId: string;
  /** Adds an explanation under each divergence (the AI assistant). */
  explain?: ComponentProps<typeof DivergencesList>["explain"];
}) {
  const query = useTestRun(runId);
  const cancel = useCancelTestRun();
  if (query.isPending) return <Skeleton className="h-48 w-full" />;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {query.error.message}
      </p>
    );
  }
  const run = query.data;
  const active = run.status === "queued" || run.status === "running";
  const missing =
    run.cosmwasm && !run.cosmwasm.available
      ? "not run on CosmWasm (see above)"
      : active
        ? "waiting"
        : "did not run";
  return (
    <section className="space-y-4" aria-label={`Run ${run.number}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold">Run #{run.number}</h3>
        <RunStatusBadge run={run} />
        <Badge variant="secondary">
          {run.contractVersion === null ? "not converted" : `version ${run.contractVersion}`}
        </Badge>
        {run.engine ? <Badge variant="outline">{run.engine} engine</Badge> : null}
        {run.trigger === "auto" ? <Badge variant="outline">automatic</Badge> : null}
        <span className="text-xs text-muted-foreground">
          {new Date(run.createdAt).toLocaleString()}
        </span>
        {active ? (
          <Button
            size="sm"
            variant="destructive"
            className="ml-auto"
            disabled={cancel.isPending}
            onClick={() =>
              cancel.mutate(run.id, {
                onSuccess: () =>
                  toast.success("Run cancelled", { description: `Run #${run.number}` }),
                onError: (error) => toast.error("Not cancelled", { description: error.message }),
              })
            }
          >
            <Square /> Cancel run
          </Button>
        ) : null}
      </div>

      {active ? (
        <div className="space-y-1" role="status">
          <Progress value={run.progress.percent} aria-label="Run progress" />
          <p className="text-xs text-muted-foreground">
            {run.progress.percent}% ·{" "}
            {run.progress.message ?? (run.status === "queued" ? "Queued" : "Starting")}
          </p>
        </div>
      ) : null}

      {run.cosmwasm && !run.cosmwasm.available ? (
        <div
          className="flex gap-2 rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm"
          role="note"
        >
          <Info className="mt-0.5 size-4 shrink-0" />
          <div className="space-y-1">
            <p className="font-medium">The converted contract did not run: nothing was compared.</p>
            <p>{run.cosmwasm.reason}</p>
            {run.cosmwasm.errors.length > 0 ? (
              <pre className="max-h-48 overflow-auto whitespace-pre-wrap font-mono text-xs">
                {run.cosmwasm.errors.join("\n")}
              </pre>
            ) : null}
          </div>
        </div>
      ) : null}

      {run.error ? (
        <p className="flex items-center gap-2 text-sm text-destructive" role="alert">
          <CircleSlash className="size-4" /> {run.error}
        </p>
      ) : null}

      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {(
          [
            ["Steps", run.summary.steps],
            ["Equal", run.summary.equal],
            ["Different", run.summary.different],
            ["Not compared", run.summary.notCompared],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-md bg-muted/40 p-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold">{value}</dd>
          </div>
        ))}
      </dl>

      {run.request.fuzz ? (
        <p className="text-sm" role="note">
          <span className="font-medium">Fuzzing</span> ({run.request.fuzz.runs} sequences, seed{" "}
          <span className="font-mono">{run.request.fuzz.seed}</span>):{" "}
          {run.summary.fuzzNote ??
            (active
              ? "under way"
              : `${run.summary.fuzzSequences} sequences, ${run.summary.fuzzSteps} steps on both sides${
                  run.divergences.some((d) => d.source === "fuzzing") ? ", diverged" : ", all equal"
                }.`)}
        </p>
      ) : null}

      <DivergencesList run={run} explain={explain} />
      <RuleResults rules={run.rules} />

      {run.steps.length > 0 ? (
        <RunSteps contractId={contractId} steps={run.steps} cosmwasmMissing={missing} />
      ) : active ? null : (
        <p className="text-sm text-muted-foreground">No step ran.</p>
      )}
    </section>
  );
}
