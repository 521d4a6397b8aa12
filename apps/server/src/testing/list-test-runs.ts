import type { TestRunListItem } from "@contract-platform/api";
import type { ContractRow } from "../db/schema.ts";
import type { TestingDeps } from "./testing-deps.ts";
import { toTestRun } from "./to-test-run.ts";

/** The contract's runs, newest first, without their steps (history across versions). */
export async function listTestRuns(
  deps: Pick<TestingDeps, "db">,
  contract: ContractRow,
  limit = 50,
): Promise<TestRunListItem[]> {
  const rows = await deps.db
    .selectFrom("test_runs")
    // every column but the steps, which can be long
    .select([
      "id",
      "contract_id",
      "number",
      "contract_version",
      "status",
      "trigger",
      "request",
      "scenarios",
      "engine",
      "cosmwasm",
      "job_id",
      "progress",
      "progress_message",
      "divergences",
      "rules",
      "summary",
      "error",
      "cancel_requested",
      "created_by",
      "created_at",
      "started_at",
      "finished_at",
    ])
    .where("contract_id", "=", contract.id)
    .orderBy("number", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => {
    const { steps: _steps, ...rest } = toTestRun({ ...row, steps: [] }, contract.name);
    return rest;
  });
}
