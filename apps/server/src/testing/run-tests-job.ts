import type {
  RuleOutcome,
  TestRunDivergence,
  TestRunStep,
  TestRunSummary,
} from "@contract-platform/api";
import { readContractSource } from "../contracts/read-contract-source.ts";
import type { JobHandler } from "../jobs/job-runner.ts";
import { recordJobFailure } from "../jobs/record-job-failure.ts";
import { aggregateRuleChecks, type RunRule } from "./aggregate-rule-checks.ts";
import { RUN_CANCELLED_MESSAGE } from "./cancel-test-run.ts";
import type { RulesAfterSteps } from "./check-rules-after-steps.ts";
import { resolveCosmWasmSide } from "./resolve-cosmwasm-side.ts";
import { RunStoppedError, runControllers } from "./run-controllers.ts";
import { runTestingTask } from "./run-testing-task.ts";
import {
  RUN_TESTS_JOB,
  type RunScenario,
  type RunTestsJobPayload,
  type TestRunDeps,
} from "./test-run-deps.ts";

/** How soon a run waiting for its wasm build looks again. */
const BUILD_POLL_MS = 1000;

import { updateTestingStatus } from "./update-testing-status.ts";

export interface RunTestsJobResult {
  runId: string;
  status: string;
  summary?: TestRunSummary;
}

/** Steps a scenario runs (predeploys, the deploy, its steps), for its share of the time limit. */
function stepCount(scenario: RunScenario): number {
  const body = scenario.body as { predeploy?: unknown[]; steps?: unknown[] };
  return (body.predeploy?.length ?? 0) + 1 + (body.steps?.length ?? 0);
}

function summarise(
  steps: TestRunStep[],
  scenarios: number,
  fuzzing: Pick<TestRunSummary, "fuzzSequences" | "fuzzSteps" | "fuzzNote">,
): TestRunSummary {
  const compared = steps.filter((step) => step.equal !== null);
  const equal = compared.filter((step) => step.equal).length;
  return {
    steps: steps.length,
    equal,
    different: compared.length - equal,
    notCompared: steps.length - compared.length,
    scenarios,
    ...fuzzing,
  };
}

/**
 * The 'run-tests' job: each scenario of the run, one after another in the testing worker, on the
 * EVM and (when the crate version can run) on CosmWasm; results are stored after every scenario
 * so progress is visible and nothing finished is lost. A scenario may take its number of steps
 * times the per-step limit, the whole run the run limit; a cancel stops the worker at once.
 */
export function createRunTestsHandler(
  deps: TestRunDeps,
): JobHandler<RunTestsJobPayload, RunTestsJobResult> {
  return async ({ payload, progress, signal, job }) => {
    const run = await deps.db
      .selectFrom("test_runs")
      .selectAll()
      .where("id", "=", payload.runId)
      .executeTakeFirst();
    if (!run) return { runId: payload.runId, status: "deleted" };
    if (run.status !== "queued" && run.status !== "running") {
      return { runId: run.id, status: run.status };
    }
    const contract = await deps.db
      .selectFrom("contracts")
      .selectAll()
      .where("id", "=", run.contract_id)
      .executeTakeFirst();
    if (!contract) return { runId: run.id, status: "deleted" };

    const controller = new AbortController();
    const stop = (error: RunStoppedError) => {
      if (!controller.signal.aborted) controller.abort(error);
    };
    runControllers.add(run.id, controller);
    signal.addEventListener("abort", () =>
      stop(new RunStoppedError("The server stopped while the run was under way", "shutdown")),
    );
    const runLimit = setTimeout(
      () =>
        stop(
          new RunStoppedError(
            `Stopped at the time limit of ${deps.limits.runTimeoutSeconds} s for a run`,
            "time-limit",
          ),
        ),
      deps.limits.runTimeoutSeconds * 1000,
    );
    // another instance may have been asked to cancel: the flag in the row says so
    const watch = setInterval(async () => {
      const row = await deps.db
        .selectFrom("test_runs")
        .select("cancel_requested")
        .where("id", "=", run.id)
        .executeTakeFirst()
        .catch(() => undefined);
      if (row?.cancel_requested) stop(new RunStoppedError(RUN_CANCELLED_MESSAGE, "cancelled"));
    }, 500);

    const steps: TestRunStep[] = [];
    const divergences: TestRunDivergence[] = [];
    const scenarios = run.scenarios as RunScenario[];
    const ruleSet = ((run.request as { ruleSet?: RunRule[] }).ruleSet ?? []) as RunRule[];
    const ruleChecks: { scenario: string; result: RulesAfterSteps | undefined }[] = [];
    let rules: RuleOutcome[] = aggregateRuleChecks(ruleSet, []);
    const fuzzing = { fuzzSequences: 0, fuzzSteps: 0, fuzzNote: null as string | null };
    const fuzzRequest =
      (run.request as { fuzz?: { runs: number; seed: number } | null }).fuzz ?? null;
    const save = (patch: Record<string, unknown>) =>
      deps.db
        .updateTable("test_runs")
        .set({
          steps: JSON.stringify(steps),
          divergences: JSON.stringify(divergences),
          rules: JSON.stringify(rules),
          summary: JSON.stringify(summarise(steps, scenarios.length, fuzzing)),
          ...patch,
        })
        .where("id", "=", run.id)
        .execute();
    const report = async (percent: number, message: string) => {
      await progress(percent, message);
      await deps.db
        .updateTable("test_runs")
        .set({ progress: Math.round(percent), progress_message: message })
        .where("id", "=", run.id)
        .execute();
    };

    try {
      await deps.db
        .updateTable("test_runs")
        .set({
          status: "running",
          started_at: run.started_at ?? deps.clock.now(),
          steps: "[]",
          divergences: "[]",
        })
        .where("id", "=", run.id)
        .execute();
      await report(2, "Preparing the CosmWasm side");
      const source = await readContractSource(deps, contract);
      if (source === null) throw new Error("The contract's Solidity source is not stored");
      const resolved = await resolveCosmWasmSide(deps, contract, run.contract_version);
      if (resolved.waitingForBuild) {
        const waited =
          (deps.clock.now().getTime() - new Date(run.started_at ?? run.created_at).getTime()) /
          1000;
        if (waited > deps.limits.runTimeoutSeconds) {
          throw new RunStoppedError(
            `Stopped at the time limit of ${deps.limits.runTimeoutSeconds} s for a run while waiting for the wasm build of version ${resolved.waitingForBuild.version}`,
            "time-limit",
          );
        }
        // the build job needs a slot of its own: come back when it may be done
        await report(
          3,
          `Waiting for the wasm build of version ${resolved.waitingForBuild.version}`,
        );
        const next = await deps.jobs.enqueue<RunTestsJobPayload>(
          RUN_TESTS_JOB,
          { runId: run.id },
          {
            userId: contract.user_id,
            maxAttempts: 1,
            runAt: new Date(deps.clock.now().getTime() + BUILD_POLL_MS),
          },
        );
        await deps.db
          .updateTable("test_runs")
          .set({ job_id: next.id })
          .where("id", "=", run.id)
          .execute();
        return { runId: run.id, status: "waiting for build" };
      }
      await deps.db
        .updateTable("test_runs")
        .set({
          engine: resolved.side.engine,
          cosmwasm: JSON.stringify(resolved.side),
        })
        .where("id", "=", run.id)
        .execute();

      for (const [i, scenario] of scenarios.entries()) {
        controller.signal.throwIfAborted();
        await report(
          5 + (90 * i) / scenarios.length,
          `Scenario ${i + 1} of ${scenarios.length}: ${scenario.name}`,
        );
        const limitMs = deps.limits.stepTimeoutMs * stepCount(scenario);
        const scenarioLimit = new AbortController();
        const timer = setTimeout(
          () =>
            scenarioLimit.abort(
              new RunStoppedError(
                `Stopped: scenario “${scenario.name}” ran longer than ${stepCount(scenario)} steps × ${deps.limits.stepTimeoutMs / 1000} s`,
                "time-limit",
              ),
            ),
          limitMs,
        );
        try {
          const result = await runTestingTask(
            {
              task: "compare",
              fileName: contract.file_name,
              source,
              scenario,
              engine: resolved.engine,
              report: resolved.report,
              rules: ruleSet.map((rule) => rule.expression),
            },
            { signal: AbortSignal.any([controller.signal, scenarioLimit.signal]) },
          );
          const first = steps.length;
          steps.push(...result.steps);
          ruleChecks.push({ scenario: scenario.name, result: result.rules });
          rules = aggregateRuleChecks(ruleSet, ruleChecks);
          const different = result.steps.findIndex((step) => step.equal === false);
          if (different >= 0) {
            const step = result.steps[different];
            divergences.push({
              source: scenario.name,
              stepIndex: first + different,
              label: step.label,
              diff: step.diff ?? "the two sides differ",
            });
          } else if (result.error) {
            divergences.push({
              source: scenario.name,
              stepIndex: null,
              label: scenario.name,
              diff: result.error,
            });
          }
        } catch (error) {
          if (scenarioLimit.signal.aborted && !controller.signal.aborted) {
            // this scenario hit its limit: stop the run, keeping what finished
            throw scenarioLimit.signal.reason;
          }
          throw error;
        } finally {
          clearTimeout(timer);
        }
        await save({});
      }
      if (fuzzRequest) {
        controller.signal.throwIfAborted();
        if (!resolved.engine) {
          fuzzing.fuzzNote =
            `Fuzzing did not run: it needs the converted contract's wasm. ${resolved.side.reason ?? ""}`.trim();
        } else {
          await report(95, `Fuzzing: ${fuzzRequest.runs} sequences, seed ${fuzzRequest.seed}`);
          const base =
            scenarios[0]?.body ??
            ((await runTestingTask(
              { task: "starter", fileName: contract.file_name, source, contract: null },
              { signal: controller.signal },
            )) as Record<string, unknown>);
          const fuzzed = await runTestingTask(
            {
              task: "fuzz",
              fileName: contract.file_name,
              source,
              base,
              engine: resolved.engine,
              runs: fuzzRequest.runs,
              seed: fuzzRequest.seed,
              rules: ruleSet.map((rule) => rule.expression),
            },
            {
              signal: controller.signal,
              onProgress: (percent, message) => {
                void report(95 + percent / 25, message).catch(() => {});
              },
            },
          );
          fuzzing.fuzzSequences = fuzzed.sequences;
          fuzzing.fuzzSteps = fuzzed.stepsRun;
          divergences.push(...fuzzed.divergences);
          for (const violation of fuzzed.ruleViolations) {
            const outcome = rules.find((o) => o.expression === violation.rule);
            if (outcome && outcome.evm.firstViolation === null) {
              outcome.evm.held = false;
              outcome.evm.firstViolation = {
                scenario: "fuzzing",
                label: violation.label,
                value: violation.value,
                error: violation.error,
              };
            }
          }
        }
      }
      for (const outcome of rules) {
        for (const [sideName, side] of [
          ["EVM", outcome.evm],
          ["CosmWasm", outcome.cosmwasm],
        ] as const) {
          const broken = side?.firstViolation;
          if (!broken) continue;
          divergences.push({
            source: `rule: ${outcome.name}`,
            stepIndex: null,
            label: `${broken.scenario}: ${broken.label}`,
            diff: `“${outcome.expression}” does not hold on ${sideName} after ${broken.label} (${broken.error ?? `it is ${broken.value}`})`,
          });
        }
      }
      const finishedAt = deps.clock.now();
      await save({
        status: "succeeded",
        progress: 100,
        progress_message: "Done",
        finished_at: finishedAt,
      });
      await progress(100, "Done");
      await updateTestingStatus(deps, contract.id);
      return {
        runId: run.id,
        status: "succeeded",
        summary: summarise(steps, scenarios.length, fuzzing),
      };
    } catch (caught) {
      const reason = controller.signal.aborted ? controller.signal.reason : caught;
      if (reason instanceof RunStoppedError && reason.kind === "shutdown") {
        // the runner puts the job back; the run starts over when the server is up again
        throw caught;
      }
      const stopped = reason instanceof RunStoppedError;
      const message = reason instanceof Error ? reason.message : String(reason);
      await save({
        status: stopped && reason.kind === "cancelled" ? "cancelled" : "failed",
        error: message,
        finished_at: deps.clock.now(),
      });
      if (!stopped) {
        await recordJobFailure(deps, { caught, job, contract, context: { runId: run.id } }).catch(
          () => {},
        );
      }
      await updateTestingStatus(deps, contract.id).catch(() => {});
      return {
        runId: run.id,
        status: stopped && reason.kind === "cancelled" ? "cancelled" : "failed",
      };
    } finally {
      clearTimeout(runLimit);
      clearInterval(watch);
      runControllers.delete(run.id);
    }
  };
}
