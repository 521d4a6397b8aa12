import type {
  RuleOutcome,
  SuiteStatus,
  TestingStatus,
  TestRunSummary,
  TestSuite,
} from "@contract-platform/api";
import { sql } from "kysely";
import type { Db } from "../db/create-database.ts";
import type { ContractRow } from "../db/schema.ts";
import { readContractTestingSettings } from "./read-contract-testing-settings.ts";

type RunRow = {
  id: string;
  number: number;
  status: string;
  request: Record<string, unknown>;
  cosmwasm: Record<string, unknown> | null;
  summary: Record<string, unknown>;
  divergences: unknown[];
  rules: unknown[];
  error: string | null;
};

const status = (
  suite: TestSuite,
  state: SuiteStatus["state"],
  reason: string,
  runId: string | null = null,
): SuiteStatus => ({ suite, state, reason, runId });

function scenariosStatus(runs: RunRow[], scenarioIds: string[], version: number): SuiteStatus {
  if (scenarioIds.length === 0)
    return status("scenarios", "failed", "The contract has no scenarios");
  const run = runs.find((r) => ((r.request.scenarioIds as string[] | undefined) ?? []).length > 0);
  if (!run) return status("scenarios", "not-run", `No scenario has run on version ${version} yet`);
  const ran = new Set((run.request.scenarioIds as string[]) ?? []);
  const label = `run #${run.number}`;
  if (run.status === "failed" || run.status === "cancelled") {
    return status(
      "scenarios",
      "failed",
      `${label} did not finish: ${run.error ?? run.status}`,
      run.id,
    );
  }
  if (run.status !== "succeeded")
    return status("scenarios", "not-run", `${label} is still running`, run.id);
  if (!run.cosmwasm?.available) {
    return status(
      "scenarios",
      "failed",
      `${label} ran only on the EVM: ${(run.cosmwasm?.reason as string | undefined) ?? "the CosmWasm side did not run"}`,
      run.id,
    );
  }
  const summary = run.summary as TestRunSummary;
  const errored = (run.divergences as { stepIndex: number | null }[]).filter(
    (d) => d.stepIndex === null,
  );
  if (summary.different > 0) {
    return status(
      "scenarios",
      "failed",
      `${summary.different} of ${summary.steps} steps differ in ${label}`,
      run.id,
    );
  }
  if (errored.length > 0 || summary.notCompared > 0) {
    return status(
      "scenarios",
      "failed",
      `Some scenarios did not run on both sides in ${label}`,
      run.id,
    );
  }
  const missing = scenarioIds.filter((id) => !ran.has(id)).length;
  if (missing > 0) {
    return status(
      "scenarios",
      "not-run",
      `${missing} scenario${missing === 1 ? "" : "s"} added or not included since ${label}`,
      run.id,
    );
  }
  return status(
    "scenarios",
    "passed",
    `All ${summary.steps} steps equal on both sides in ${label}`,
    run.id,
  );
}

function fuzzStatus(runs: RunRow[], wantedRuns: number, version: number): SuiteStatus {
  const run = runs.find((r) => r.request.fuzz);
  if (!run) return status("fuzz", "not-run", `No fuzzing on version ${version} yet`);
  const label = `run #${run.number}`;
  if (run.status !== "succeeded") {
    return status(
      "fuzz",
      run.status === "running" || run.status === "queued" ? "not-run" : "failed",
      `${label}: ${run.error ?? run.status}`,
      run.id,
    );
  }
  const summary = run.summary as TestRunSummary;
  if (summary.fuzzNote) return status("fuzz", "failed", summary.fuzzNote, run.id);
  const fuzzDivergences = (run.divergences as { source: string; diff: string }[]).filter(
    (d) => d.source === "fuzzing",
  );
  if (fuzzDivergences.length > 0) return status("fuzz", "failed", fuzzDivergences[0].diff, run.id);
  if (summary.fuzzSequences < wantedRuns) {
    return status(
      "fuzz",
      "not-run",
      `${label} fuzzed ${summary.fuzzSequences} sequences, ${wantedRuns} are asked for`,
      run.id,
    );
  }
  return status(
    "fuzz",
    "passed",
    `${summary.fuzzSequences} random sequences equal on both sides in ${label}`,
    run.id,
  );
}

function rulesStatus(runs: RunRow[], enabledRules: number, version: number): SuiteStatus {
  if (enabledRules === 0) return status("rules", "passed", "No business rules are defined");
  const run = runs.find((r) => r.request.rules);
  if (!run) {
    return status(
      "rules",
      "not-run",
      `The business rules have not been checked on version ${version}`,
    );
  }
  const label = `run #${run.number}`;
  if (run.status === "queued" || run.status === "running") {
    return status("rules", "not-run", `${label} is still running`, run.id);
  }
  if (run.status !== "succeeded")
    return status("rules", "failed", `${label}: ${run.error ?? run.status}`, run.id);
  const outcomes = run.rules as RuleOutcome[];
  const broken = outcomes.find((o) => !o.evm.held || (o.cosmwasm && !o.cosmwasm.held));
  if (broken) {
    const side = broken.evm.held ? "CosmWasm" : "the EVM";
    const at = (broken.evm.firstViolation ?? broken.cosmwasm?.firstViolation)?.label ?? "a step";
    return status(
      "rules",
      "failed",
      `“${broken.name}” does not hold on ${side} after ${at} (${label})`,
      run.id,
    );
  }
  const evmOnly = outcomes.find((o) => o.cosmwasm === null);
  if (evmOnly) {
    return status(
      "rules",
      "failed",
      `“${evmOnly.name}” was checked on the EVM only in ${label}`,
      run.id,
    );
  }
  if (outcomes.length < enabledRules) {
    return status("rules", "not-run", `Rules were added since ${label}`, run.id);
  }
  return status(
    "rules",
    "passed",
    `Every rule held after every step on both sides in ${label}`,
    run.id,
  );
}

async function analyzerStatus(db: Db, contractId: string, version: number): Promise<SuiteStatus> {
  const analysis = await db
    .selectFrom("analyses")
    .select(["version", "result"])
    .where("contract_id", "=", contractId)
    .where("contract_version", "=", version)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!analysis) return status("analyzer", "not-run", `Version ${version} has not been analysed`);
  const crate = (analysis.result as { crate?: { findings?: { severity: string }[] } | null }).crate;
  if (!crate)
    return status("analyzer", "not-run", `Analysis ${analysis.version} did not cover the crate`);
  const high = (crate.findings ?? []).filter((f) => f.severity === "high").length;
  return high > 0
    ? status(
        "analyzer",
        "failed",
        `${high} high-severity finding${high === 1 ? "" : "s"} in the crate (analysis ${analysis.version})`,
      )
    : status(
        "analyzer",
        "passed",
        `No high-severity finding in the crate (analysis ${analysis.version})`,
      );
}

/**
 * Where each suite stands for the contract's current crate version — from the latest run of each
 * kind on that version and its latest analysis — and whether the 'tested' and 'deployment-ready'
 * gates of the contract's settings are green.
 */
export async function evaluateTestingGates(
  db: Db,
  contract: ContractRow,
): Promise<Omit<TestingStatus, "cosmwasm">> {
  const { settings } = await readContractTestingSettings(db, contract);
  const version = contract.current_version;
  let suites: SuiteStatus[];
  if (version === null) {
    const reason = "The contract has not been converted yet";
    suites = (["scenarios", "fuzz", "rules", "analyzer"] as const).map((suite) =>
      status(suite, "not-run", reason),
    );
  } else {
    const runs = (await db
      .selectFrom("test_runs")
      .select([
        "id",
        "number",
        "status",
        "request",
        "cosmwasm",
        "summary",
        "divergences",
        "rules",
        "error",
      ])
      .where("contract_id", "=", contract.id)
      .where("contract_version", "=", version)
      .orderBy("number", "desc")
      .execute()) as RunRow[];
    const scenarioIds = (
      await db.selectFrom("scenarios").select("id").where("contract_id", "=", contract.id).execute()
    ).map((row) => row.id);
    const rules = await db
      .selectFrom("business_rules")
      .select(sql<number>`count(*)::int`.as("count"))
      .where("contract_id", "=", contract.id)
      .where("enabled", "=", true)
      .executeTakeFirst();
    suites = [
      scenariosStatus(runs, scenarioIds, version),
      fuzzStatus(runs, settings.auto.fuzz.runs, version),
      rulesStatus(runs, Number(rules?.count ?? 0), version),
      await analyzerStatus(db, contract.id, version),
    ];
  }
  const gate = (wanted: TestSuite[]) => {
    const blocking = suites.filter((s) => wanted.includes(s.suite) && s.state !== "passed");
    return { passed: version !== null && blocking.length === 0, blocking };
  };
  const tested = gate(settings.gates.tested);
  const own = gate(settings.gates.deploymentReady);
  return {
    contractId: contract.id,
    version,
    suites,
    tested,
    deploymentReady: {
      passed: tested.passed && own.passed,
      blocking: [...tested.blocking, ...own.blocking],
    },
    settings,
  };
}
