import { ANALYSIS_RUNNING_MESSAGE } from "@contract-platform/api";
import { sql } from "kysely";
import type { Caller } from "../contracts/contract-deps.ts";
import { findAccessibleContract } from "../contracts/find-accessible-contract.ts";
import { HttpError } from "../http/http-error.ts";
import {
  ANALYZE_CONTRACT_JOB,
  ANALYZE_MAX_ATTEMPTS,
  type AnalysisDeps,
  type AnalyzeJobPayload,
} from "./analysis-deps.ts";

/**
 * Queues an analysis of a contract the caller may manage. Refuses while a conversion or another analysis of
 * it is under way (409), so the analysis sees a settled crate.
 */
export async function startAnalysis(deps: AnalysisDeps, caller: Caller, contractId: string) {
  const contract = await findAccessibleContract(deps, caller, contractId);
  if (contract.status === "converting") {
    throw new HttpError(409, "conversion_running", "Wait for the running conversion to finish");
  }
  const running = await deps.db
    .selectFrom("jobs")
    .select("id")
    .where("type", "=", ANALYZE_CONTRACT_JOB)
    .where("status", "in", ["queued", "running"])
    .where(sql<string>`payload->>'contractId'`, "=", contract.id)
    .executeTakeFirst();
  if (running) throw new HttpError(409, "analysis_running", ANALYSIS_RUNNING_MESSAGE);
  const job = await deps.jobs.enqueue<AnalyzeJobPayload>(
    ANALYZE_CONTRACT_JOB,
    { contractId: contract.id },
    // The owner follows the job (realtime) whoever started it.
    { userId: contract.user_id ?? caller.userId, maxAttempts: ANALYZE_MAX_ATTEMPTS },
  );
  const row = await deps.db
    .updateTable("contracts")
    .set({ last_job_id: job.id })
    .where("id", "=", contract.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, job };
}
