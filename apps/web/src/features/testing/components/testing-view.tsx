import type { ScenarioRecord } from "@contract-platform/api";
import { useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, Bot, FileWarning, History, Play, Radio, Sparkles } from "lucide-react";
import { type ComponentProps, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useContractInterface } from "../api/get-contract-interface";
import { useScenarios } from "../api/get-scenarios";
import { testingKeys } from "../api/query-keys";
import { useGenerateStarter, useRecordScenario } from "../api/record-scenario";
import { useStartTestRun, useTestRuns } from "../api/test-runs";
import { useProposeScenarios, useTestingAi } from "../api/testing-ai";
import { useTestingStatus } from "../api/testing-status";
import { DivergenceExplanation } from "./divergence-explanation";
import { FuzzControls } from "./fuzz-controls";
import { RunPanel } from "./run-panel";
import { RunsHistory } from "./runs-history";
import { ScenariosPanel } from "./scenarios-panel";
import { TestingStatusCard } from "./testing-status-card";

/**
 * The testing workflow of one contract: what can run and the status gates, its scenarios (editor,
 * import/export, record on the EVM, starter), runs of one or all scenarios side by side with live
 * progress and cancel, and the history of runs across versions.
 */
export function TestingView({
  contractId,
  explain,
}: {
  contractId: string;
  /** Adds an explanation under each divergence of a run (the AI assistant, when configured). */
  explain?: ComponentProps<typeof RunPanel>["explain"];
}) {
  const queryClient = useQueryClient();
  const iface = useContractInterface(contractId);
  const scenarios = useScenarios(contractId);
  const status = useTestingStatus(contractId);
  const runs = useTestRuns(contractId);
  const start = useStartTestRun(contractId);
  const record = useRecordScenario(contractId);
  const generate = useGenerateStarter(contractId);
  const ai = useTestingAi();
  const propose = useProposeScenarios(contractId);
  const [tab, setTab] = useState("scenarios");
  const [selectedRun, setSelectedRun] = useState<string | null>(null);
  const active = (runs.data ?? []).some((r) => r.status === "queued" || r.status === "running");
  const wasActive = useRef(active);
  // a run finished: the gates and the contract's status may have moved
  useEffect(() => {
    if (wasActive.current && !active) {
      void queryClient.invalidateQueries({ queryKey: testingKeys.status(contractId) });
      void queryClient.invalidateQueries({ queryKey: ["contracts"] });
    }
    wasActive.current = active;
  }, [active, contractId, queryClient]);

  if (iface.isPending || scenarios.isPending) return <Skeleton className="h-64 w-full" />;
  if (iface.isError) {
    return (
      <EmptyState
        icon={FileWarning}
        title="Scenarios cannot be written for this contract"
        description={iface.error.message}
      />
    );
  }
  if (scenarios.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {scenarios.error.message}
      </p>
    );
  }
  const runList = runs.data ?? [];
  const explainDivergence: ComponentProps<typeof RunPanel>["explain"] =
    explain ??
    (ai.data?.configured
      ? (_divergence, index, run) =>
          run.contractVersion === null ? null : (
            <DivergenceExplanation contractId={contractId} runId={run.id} index={index} />
          )
      : undefined);
  const shownRun = selectedRun ?? runList[0]?.id ?? null;
  const canRun = iface.data.errors.length === 0;

  function run(
    scenarioIds?: string[],
    label = "all scenarios",
    fuzz?: { runs: number; seed: number },
  ) {
    start.mutate(
      { scenarioIds, fuzz },
      {
        onSuccess: ({ run: started }) => {
          toast.success(`Run #${started.number} started`, { description: label });
          setSelectedRun(started.id);
          setTab("runs");
        },
        onError: (error) => toast.error("The run did not start", { description: error.message }),
      },
    );
  }

  function recordOne(scenario: ScenarioRecord) {
    record.mutate(scenario.id, {
      onSuccess: ({ recording }) =>
        toast.success("Recorded on the EVM", {
          description:
            recording && recording.changed.length > 0
              ? `${scenario.name}: ${recording.changed.length} expectation${recording.changed.length === 1 ? "" : "s"} replaced by what the original did.`
              : `${scenario.name}: the expectations are the original's results.`,
        }),
      onError: (error) => toast.error("Not recorded", { description: error.message }),
    });
  }

  return (
    <div className="space-y-6">
      {iface.data.errors.length > 0 ? (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm"
        >
          <AlertTriangle className="size-5 shrink-0 text-destructive" />
          <div className="min-w-0 space-y-1">
            <p className="font-medium">
              The Solidity source does not compile, so nothing can run on the EVM.
            </p>
            <pre className="overflow-x-auto whitespace-pre-wrap font-mono text-xs">
              {iface.data.errors.join("\n\n")}
            </pre>
          </div>
        </div>
      ) : null}
      {status.data ? <TestingStatusCard status={status.data} /> : null}
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="scenarios">Scenarios ({scenarios.data.length})</TabsTrigger>
          <TabsTrigger value="runs">
            <History className="size-4" /> Runs ({runList.length})
          </TabsTrigger>
        </TabsList>
        <TabsContent value="scenarios" className="mt-4">
          <ScenariosPanel
            contractId={contractId}
            iface={iface.data}
            scenarios={scenarios.data}
            actions={
              <>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={!canRun || generate.isPending}
                  onClick={() =>
                    generate.mutate(undefined, {
                      onSuccess: (made) =>
                        toast.success("Starter scenario generated", {
                          description: `${made.name}: ${made.stepCount} steps, recorded on the EVM.`,
                        }),
                      onError: (error) =>
                        toast.error("No starter scenario", { description: error.message }),
                    })
                  }
                >
                  <Sparkles /> {generate.isPending ? "Generating…" : "Generate starter"}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={!canRun || !ai.data?.configured || propose.isPending}
                  title={ai.data?.message ?? undefined}
                  onClick={() =>
                    propose.mutate(undefined, {
                      onSuccess: (result) =>
                        toast.success(
                          `${result.kept.length} AI scenario${result.kept.length === 1 ? "" : "s"} kept`,
                          {
                            description:
                              result.dropped.length > 0
                                ? `Left out: ${result.dropped.map((d) => `${d.name} (${d.reason})`).join("; ")}`
                                : "Each ran on the EVM; its results are the expectations.",
                          },
                        ),
                      onError: (error) =>
                        toast.error("No AI scenarios", { description: error.message }),
                    })
                  }
                >
                  <Bot /> {propose.isPending ? "Asking the assistant…" : "Propose with AI"}
                </Button>
                <Button
                  size="sm"
                  disabled={!canRun || scenarios.data.length === 0 || start.isPending}
                  onClick={() => run(undefined)}
                >
                  <Play /> Run all
                </Button>
              </>
            }
            rowActions={(scenario) => (
              <>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={!canRun || start.isPending}
                  aria-label={`Run ${scenario.name}`}
                  onClick={() => run([scenario.id], scenario.name)}
                >
                  <Play /> Run
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={!canRun || record.isPending}
                  aria-label={`Record ${scenario.name} on the EVM`}
                  onClick={() => recordOne(scenario)}
                >
                  <Radio /> Record
                </Button>
              </>
            )}
          />
        </TabsContent>
        <TabsContent value="runs" className="mt-4">
          <div className="grid gap-6 xl:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
            <div className="space-y-4">
              <FuzzControls
                disabled={!canRun || start.isPending}
                onStart={(fuzz) =>
                  run([], `fuzzing, ${fuzz.runs} sequences, seed ${fuzz.seed}`, fuzz)
                }
              />
              {runList.length > 0 ? (
                <RunsHistory runs={runList} selected={shownRun} onSelect={setSelectedRun} />
              ) : null}
            </div>
            {shownRun ? (
              <RunPanel
                key={shownRun}
                contractId={contractId}
                runId={shownRun}
                explain={explainDivergence}
              />
            ) : (
              <EmptyState
                icon={Play}
                title="No runs yet"
                description="Run one scenario or all of them: each step runs on the original on the EVM and on the conversion, side by side."
              />
            )}
          </div>
        </TabsContent>
      </Tabs>
    </div>
  );
}
