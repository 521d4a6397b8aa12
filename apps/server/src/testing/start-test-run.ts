import type { StartTestRunRequest } from "@contract-platform/api";
import type { Caller } from "../contracts/contract-deps.ts";
import type { ContractRow } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import {
  RUN_TESTS_JOB,
  type RunScenario,
  type RunTestsJobPayload,
  type TestRunDeps,
} from "./test-run-deps.ts";
import { SCENARIOS_NEED_SOLIDITY_MESSAGE } from "./testing-deps.ts";
import type { TestRunRow } from "./to-test-run.ts";

export const NOTHING_TO_RUN_MESSAGE = "Nothing to run: add a scenario or turn on fuzzing";

/**
 * Queues a test run of the contract's current crate version: the chosen scenarios (all when none
 * are named), as they are now, plus fuzzing when asked. The run is a row of test_runs and a
 * 'run-tests' job; an automatic run is made at most once per crate version.
 */
export async function startTestRun(
  deps: TestRunDeps,
  caller: Pick<Caller, "userId"> | null,
  contract: ContractRow,
  request: StartTestRunRequest & { trigger?: "manual" | "auto" },
): Promise<TestRunRow | null> {
  if (contract.language !== "solidity") {
    throw new HttpError(409, "not_solidity", SCENARIOS_NEED_SOLIDITY_MESSAGE);
  }
  if (contract.status === "converting") {
    throw new HttpError(409, "conversion_running", "Wait for the running conversion to finish");
  }
  const rows = await deps.db
    .selectFrom("scenarios")
    .select(["id", "name", "body"])
    .where("contract_id", "=", contract.id)
    .orderBy("created_at")
    .orderBy("name")
    .execute();
  const wanted = request.scenarioIds;
  if (wanted) {
    const missing = wanted.filter((id) => !rows.some((row) => row.id === id));
    if (missing.length > 0) {
      throw new HttpError(404, "scenario_not_found", `Scenario not found: ${missing.join(", ")}`);
    }
  }
  const scenarios: RunScenario[] = rows
    .filter((row) => !wanted || wanted.includes(row.id))
    .map((row) => ({ id: row.id, name: row.name, body: row.body }));
  if (scenarios.length === 0 && !request.fuzz) {
    throw new HttpError(422, "nothing_to_run", NOTHING_TO_RUN_MESSAGE);
  }
  const ruleSet = await deps.db
    .selectFrom("business_rules")
    .select(["id", "name", "expression"])
    .where("contract_id", "=", contract.id)
    .where("enabled", "=", true)
    .orderBy("created_at")
    .orderBy("name")
    .execute();
  const rules = (request.rules ?? true) && ruleSet.length > 0;
  const trigger = request.trigger ?? "manual";
  const now = deps.clock.now();
  const row = await deps.db.transaction().execute(async (trx) => {
    // numbers runs per contract: the contract row is the lock
    await trx
      .selectFrom("contracts")
      .select("id")
      .where("id", "=", contract.id)
      .forUpdate()
      .executeTakeFirst();
    const last = await trx
      .selectFrom("test_runs")
      .select((eb) => eb.fn.max("number").as("max"))
      .where("contract_id", "=", contract.id)
      .executeTakeFirst();
    return trx
      .insertInto("test_runs")
      .values({
        contract_id: contract.id,
        number: Number(last?.max ?? 0) + 1,
        contract_version: contract.current_version,
        trigger,
        request: JSON.stringify({
          scenarioIds: scenarios.map((s) => s.id),
          fuzz: request.fuzz ?? null,
          rules,
          ruleSet: rules ? ruleSet : [],
        }),
        scenarios: JSON.stringify(scenarios),
        created_by: caller?.userId ?? null,
        created_at: now,
      })
      .onConflict((oc) =>
        oc.columns(["contract_id", "contract_version"]).where("trigger", "=", "auto").doNothing(),
      )
      .returningAll()
      .executeTakeFirst();
  });
  if (!row) return null;
  const job = await deps.jobs.enqueue<RunTestsJobPayload>(
    RUN_TESTS_JOB,
    { runId: row.id },
    { userId: contract.user_id, maxAttempts: 1 },
  );
  return deps.db
    .updateTable("test_runs")
    .set({ job_id: job.id })
    .where("id", "=", row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
