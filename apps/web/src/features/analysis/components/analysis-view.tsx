import type { AnalysisFinding, AnalysisResultData } from "@contract-platform/api";
import { BrainCircuit, Download, Play } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ProgressOverlay } from "@/components/progress-overlay";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { type AnalysisExportFormat, exportAnalysis } from "../api/export-analysis";
import { useAnalysis } from "../api/get-analysis";
import { useRunAnalysis } from "../api/run-analysis";
import { ChangesPanel } from "./changes-panel";
import { ComplexityChart } from "./complexity-chart";
import { complexityLabel } from "./complexity-label";
import { FindingDetail } from "./finding-detail";
import { FindingsList, severities } from "./findings-list";
import { FunctionsView } from "./functions-view";
import { HintsList } from "./hints-list";
import { HypothesesPanel } from "./hypotheses-panel";

type Side = "all" | "solidity" | "cosmwasm";

function MetricsCard({ title, result }: { title: string; result: AnalysisResultData }) {
  const m = result.metrics;
  const figures: [string, string | number][] = [
    ["Lines of code", m.lines.code],
    ["Functions", m.functions],
    ["State variables", m.stateVariables],
    ["External calls", m.externalCalls],
    ["Payable entry points", m.payableEntryPoints],
    ["Max complexity", m.maxComplexity],
    ["Average complexity", m.averageComplexity.toFixed(1)],
    ["Inheritance depth", m.maxInheritanceDepth],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title} metrics</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-md bg-muted/40 p-2">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-lg font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        <ComplexityChart
          data={m.perFunction.map((f) => ({
            name: complexityLabel(f.container, f.name),
            complexity: f.cyclomaticComplexity,
          }))}
        />
      </CardContent>
    </Card>
  );
}

/**
 * The analysis of one contract: run (background job with the 'Analyzing Contract' overlay),
 * findings by severity with filters, the selected finding's code and AI assistant, AI hypotheses
 * kept apart from the findings, metrics, optimisation hints, exports and what changed since the
 * previous run; the Functions tab pairs each Solidity function with its Rust.
 */
export function AnalysisView({ contractId }: { contractId: string }) {
  const analysis = useAnalysis(contractId);
  const run = useRunAnalysis();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [shown, setShown] = useState<Set<string>>(new Set(severities));
  const [side, setSide] = useState<Side>("all");
  const [query, setQuery] = useState("");
  const [tab, setTab] = useState("findings");

  const data = analysis.data;
  const job = data?.job;
  const running = run.isPending || job?.status === "queued" || job?.status === "running";
  const record = data?.analysis ?? null;
  const results = [record?.solidity, record?.crate].filter((r): r is AnalysisResultData =>
    Boolean(r),
  );
  const all = results.flatMap((r) => r.findings);
  const text = query.trim().toLowerCase();
  const findings = all.filter(
    (f) =>
      shown.has(f.severity) &&
      (side === "all" || f.language === side) &&
      (!text || `${f.title} ${f.message} ${f.ruleId}`.toLowerCase().includes(text)),
  );
  const selected: AnalysisFinding | undefined = all.find((f) => f.id === selectedId) ?? findings[0];

  const start = () =>
    run.mutate(contractId, {
      onError: (error) => toast.error("Analysis could not start", { description: error.message }),
    });
  const download = (format: AnalysisExportFormat) =>
    exportAnalysis(contractId, format).catch((error: Error) =>
      toast.error("Export failed", { description: error.message }),
    );

  if (analysis.isPending) return <p className="text-sm text-muted-foreground">Loading analysis…</p>;
  if (analysis.error) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {analysis.error.message}
      </p>
    );
  }

  return (
    <div className="space-y-6">
      <ProgressOverlay
        open={running}
        type="analysis"
        message={job?.message ?? "Queued"}
        progress={job?.progress ?? 0}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={start} disabled={running}>
          <Play /> {record ? "Re-run analysis" : "Run analysis"}
        </Button>
        {record ? (
          <>
            {(["json", "sarif", "markdown"] as const).map((format) => (
              <Button key={format} variant="outline" size="sm" onClick={() => download(format)}>
                <Download /> {format === "markdown" ? "Markdown" : format.toUpperCase()}
              </Button>
            ))}
            <span className="text-xs text-muted-foreground">
              Analysis #{record.version} · {new Date(record.createdAt).toLocaleString()}
              {record.contractVersion ? ` · crate version ${record.contractVersion}` : ""}
            </span>
          </>
        ) : null}
      </div>
      {job?.status === "failed" ? (
        <p role="alert" className="text-sm text-destructive">
          The last analysis failed: {job.error}
        </p>
      ) : null}
      {!record ? (
        <EmptyState
          icon={BrainCircuit}
          title="No analysis yet"
          description="Run the analysis to check the contract (and its generated crate) for security issues, complexity and optimisations."
        />
      ) : (
        <>
          {data?.changes ? <ChangesPanel changes={data.changes} /> : null}
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList className="w-full max-w-md">
              <TabsTrigger value="findings">Findings</TabsTrigger>
              <TabsTrigger value="functions">Functions</TabsTrigger>
            </TabsList>
            <TabsContent value="findings" className="space-y-6">
              <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
                <Card>
                  <CardHeader>
                    <CardTitle>Findings ({all.length})</CardTitle>
                    <CardDescription>
                      {severities
                        .map((s) => `${all.filter((f) => f.severity === s).length} ${s}`)
                        .join(" · ")}
                    </CardDescription>
                  </CardHeader>
                  <CardContent className="space-y-3">
                    <fieldset className="flex flex-wrap gap-3 text-sm" aria-label="Severity filter">
                      {severities.map((severity) => (
                        <label key={severity} className="flex items-center gap-1 capitalize">
                          <input
                            type="checkbox"
                            checked={shown.has(severity)}
                            onChange={(event) => {
                              const next = new Set(shown);
                              if (event.target.checked) next.add(severity);
                              else next.delete(severity);
                              setShown(next);
                            }}
                          />
                          {severity}
                        </label>
                      ))}
                    </fieldset>
                    <div className="flex flex-wrap gap-2">
                      <select
                        aria-label="Code side"
                        className="rounded-md border bg-background px-2 py-1 text-sm"
                        value={side}
                        onChange={(event) => setSide(event.target.value as Side)}
                      >
                        <option value="all">Solidity and Rust</option>
                        <option value="solidity">Solidity only</option>
                        <option value="cosmwasm">Rust crate only</option>
                      </select>
                      <input
                        aria-label="Search findings"
                        placeholder="Search findings"
                        className="min-w-0 flex-1 rounded-md border bg-background px-2 py-1 text-sm"
                        value={query}
                        onChange={(event) => setQuery(event.target.value)}
                      />
                    </div>
                    <FindingsList
                      findings={findings}
                      selectedId={selected?.id ?? null}
                      onSelect={(finding) => setSelectedId(finding.id)}
                    />
                  </CardContent>
                </Card>
                {selected ? (
                  <FindingDetail
                    contractId={contractId}
                    finding={selected}
                    sources={record.sources}
                    ai={data?.ai ?? { configured: false, message: null }}
                  />
                ) : (
                  <div />
                )}
              </div>
              <HypothesesPanel
                contractId={contractId}
                analysisId={record.id}
                ai={data?.ai ?? { configured: false, message: null }}
                onShowFinding={(findingId) => {
                  setShown(new Set(severities));
                  setSide("all");
                  setQuery("");
                  setSelectedId(findingId);
                  document
                    .querySelector('[aria-label="Finding detail"]')
                    ?.scrollIntoView?.({ block: "start" });
                }}
              />
              {record.solidity ? <MetricsCard title="Solidity" result={record.solidity} /> : null}
              {record.crate ? <MetricsCard title="CosmWasm crate" result={record.crate} /> : null}
              <Card>
                <CardHeader>
                  <CardTitle>Optimisation hints</CardTitle>
                </CardHeader>
                <CardContent>
                  <HintsList hints={results.flatMap((r) => r.hints)} />
                </CardContent>
              </Card>
            </TabsContent>
            <TabsContent value="functions">
              <FunctionsView
                contractId={contractId}
                analysisId={record.id}
                sources={record.sources}
              />
            </TabsContent>
          </Tabs>
        </>
      )}
    </div>
  );
}
