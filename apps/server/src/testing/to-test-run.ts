import {
  type CosmWasmSide,
  type RuleOutcome,
  type TestRun,
  type TestRunDivergence,
  type TestRunStatus,
  type TestRunStep,
  testRunSummarySchema,
} from "@contract-platform/api";
import type { Selectable } from "kysely";
import type { TestingTables } from "./testing-tables.ts";

export type TestRunRow = Selectable<TestingTables["test_runs"]>;

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** A test_runs row as the API shows it (the contract's name beside its id). */
export function toTestRun(row: TestRunRow, contractName: string): TestRun {
  const request = row.request as {
    scenarioIds?: string[];
    fuzz?: { runs: number; seed: number } | null;
    rules?: boolean;
  };
  return {
    id: row.id,
    contractId: row.contract_id,
    contractName,
    number: row.number,
    contractVersion: row.contract_version,
    status: row.status as TestRunStatus,
    trigger: row.trigger as TestRun["trigger"],
    engine: (row.engine as TestRun["engine"]) ?? null,
    cosmwasm: (row.cosmwasm as CosmWasmSide | null) ?? null,
    request: {
      scenarioIds: request.scenarioIds ?? [],
      fuzz: request.fuzz ?? null,
      rules: request.rules ?? false,
    },
    progress: { percent: row.progress, message: row.progress_message },
    steps: row.steps as TestRunStep[],
    divergences: row.divergences as TestRunDivergence[],
    rules: row.rules as RuleOutcome[],
    summary: testRunSummarySchema.parse(row.summary),
    error: row.error,
    createdAt: iso(row.created_at) as string,
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
  };
}
