import { TEST_RUN_NOT_FOUND_MESSAGE } from "@contract-platform/api";
import { sql } from "kysely";
import type { Caller } from "../contracts/contract-deps.ts";
import { canManageAllContracts } from "../contracts/find-accessible-contract.ts";
import type { Db } from "../db/create-database.ts";
import { HttpError } from "../http/http-error.ts";
import type { TestRunRow } from "./to-test-run.ts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A run of a contract the caller may open, with the contract's name; 404 otherwise. */
export async function findTestRun(
  deps: { db: Db },
  caller: Caller,
  runId: string,
): Promise<{ row: TestRunRow; contractName: string }> {
  let query = deps.db
    .selectFrom("test_runs")
    .innerJoin("contracts", "contracts.id", "test_runs.contract_id")
    .selectAll("test_runs")
    .select("contracts.name as contract_name")
    .where("test_runs.id", "=", uuid.test(runId) ? runId : "00000000-0000-0000-0000-000000000000");
  // moderators and admins open every contract's runs (spec §6), others only their own
  if (!canManageAllContracts(caller)) {
    query = query.where("contracts.user_id", "=", sql<string>`${caller.userId}::uuid`);
  }
  const found = await query.executeTakeFirst();
  if (!found) throw new HttpError(404, "test_run_not_found", TEST_RUN_NOT_FOUND_MESSAGE);
  const { contract_name, ...row } = found;
  return { row, contractName: contract_name };
}
