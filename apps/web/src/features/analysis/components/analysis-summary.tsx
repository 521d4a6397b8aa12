import type { AnalysisFinding, AnalysisRecord } from "@contract-platform/api";
import { ExternalLink, Play } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useAnalysis } from "../api/get-analysis";
import { useRunAnalysis } from "../api/run-analysis";
import { HintsList } from "./hints-list";
import { SeverityBadge } from "./severity-badge";

const severityOrder = ["high", "medium", "low", "informational"] as const;
const rank = { high: 0, medium: 1, low: 2, informational: 3 } as const;
const TOP_FINDINGS = 5;

function severityCounts(analysis: AnalysisRecord) {
  const counts = { high: 0, medium: 0, low: 0, informational: 0 };
  for (const result of [analysis.solidity, analysis.crate]) {
    if (!result) continue;
    for (const s of severityOrder) counts[s] += result.summary[s];
  }
  return counts;
}

function Metrics({ analysis }: { analysis: AnalysisRecord }) {
  const sides = [
    ["Solidity", analysis.solidity],
    ["CosmWasm", analysis.crate],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
      {sides.flatMap(([label, result]) =>
        result
          ? [
              [`${label} lines of code`, result.metrics.lines.code],
              [`${label} functions`, result.metrics.functions],
              [`${label} max complexity`, result.metrics.maxComplexity],
              [`${label} external calls`, result.metrics.externalCalls],
            ].map(([name, value]) => (
              <div key={name} className="rounded-md bg-muted/40 p-2">
                <dt className="text-xs text-muted-foreground">{name}</dt>
                <dd className="text-lg font-semibold">{value}</dd>
              </div>
            ))
          : [],
      )}
    </dl>
  );
}

/**
 * The latest analysis of one contract at a glance: severity counts, top findings, metrics and
 * hints, with 'Run analysis' and a link to the full analysis page.
 */
export function AnalysisSummary({ contractId }: { contractId: string }) {
  const query = useAnalysis(contractId);
  const run = useRunAnalysis();
  const running =
    run.isPending || query.data?.job?.status === "queued" || query.data?.job?.status === "running";
  const start = () =>
    run.mutate(contractId, {
      onError: (e) => toast.error(`Analysis failed to start: ${e.message}`),
    });
  const analysis = query.data?.analysis ?? null;
  const findings: AnalysisFinding[] = analysis
    ? [...(analysis.solidity?.findings ?? []), ...(analysis.crate?.findings ?? [])].sort(
        (a, b) => rank[a.severity] - rank[b.severity],
      )
    : [];
  const hints = analysis
    ? [...(analysis.solidity?.hints ?? []), ...(analysis.crate?.hints ?? [])]
    : [];
  const counts = analysis ? severityCounts(analysis) : null;

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <CardTitle>Latest analysis</CardTitle>
          <CardDescription>
            {analysis
              ? `Version ${analysis.version}, ${new Date(analysis.createdAt).toLocaleString()}`
              : "This contract has not been analysed yet."}
          </CardDescription>
        </div>
        <div className="flex gap-2">
          <Button size="sm" onClick={start} disabled={running}>
            {running ? <Spinner className="size-4" label="Analyzing" /> : <Play />} Run analysis
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to={`/analysis/${contractId}`}>
              <ExternalLink /> Open analysis
            </Link>
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-5">
        {query.isPending ? <Spinner /> : null}
        {query.isError ? (
          <p className="text-sm text-destructive">
            Could not load the analysis: {query.error.message}
          </p>
        ) : null}
        {query.data?.job?.status === "failed" ? (
          <p className="text-sm text-destructive">
            The last analysis failed{query.data.job.error ? `: ${query.data.job.error}` : "."}
          </p>
        ) : null}
        {analysis && counts ? (
          <>
            <ul className="flex flex-wrap gap-3" aria-label="Findings by severity">
              {severityOrder.map((s) => (
                <li key={s} className="flex items-center gap-1 text-sm">
                  <SeverityBadge severity={s} /> {counts[s]}
                </li>
              ))}
            </ul>
            <section className="space-y-2">
              <h4 className="text-sm font-semibold">Top findings</h4>
              {findings.length === 0 ? (
                <p className="text-sm text-muted-foreground">No findings.</p>
              ) : (
                <ul className="space-y-1 text-sm">
                  {findings.slice(0, TOP_FINDINGS).map((f) => (
                    <li key={f.id} className="flex flex-wrap items-center gap-2">
                      <SeverityBadge severity={f.severity} />
                      <span className="font-medium">{f.title}</span>
                      <span className="font-mono text-xs text-muted-foreground">
                        {f.location.file}:{f.location.startLine}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className="space-y-2">
              <h4 className="text-sm font-semibold">Metrics</h4>
              <Metrics analysis={analysis} />
            </section>
            <section className="space-y-2">
              <h4 className="text-sm font-semibold">Optimisation hints</h4>
              <HintsList hints={hints} />
            </section>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
