import { TEST_RUN_NOT_FOUND_MESSAGE } from "@contract-platform/api";
import { sql } from "kysely";
import type { Caller } from "../contracts/contract-deps.ts";
import type { Db } from "../db/create-database.ts";
import { HttpError } from "../http/http-error.ts";
import type { TestRunRow } from "./to-test-run.ts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A run of one of the caller's contracts with the contract's name; 404 otherwise. */
export async function findTestRun(
  deps: { db: Db },
  caller: Caller,
  runId: string,
): Promise<{ row: TestRunRow; contractName: string }> {
  const found = uuid.test(runId)
    ? await deps.db
        .selectFrom("test_runs")
        .innerJoin("contracts", "contracts.id", "test_runs.contract_id")
        .selectAll("test_runs")
        .select("contracts.name as contract_name")
        .where("test_runs.id", "=", runId)
        .where("contracts.user_id", "=", sql<string>`${caller.userId}::uuid`)
        .executeTakeFirst()
    : undefined;
  if (!found) throw new HttpError(404, "test_run_not_found", TEST_RUN_NOT_FOUND_MESSAGE);
  const { contract_name, ...row } = found;
  return { row, contractName: contract_name };
}
