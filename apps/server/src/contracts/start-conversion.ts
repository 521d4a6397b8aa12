import { ONLY_SOLIDITY_CONVERTS_MESSAGE } from "@contract-platform/api";
import type { ContractRow } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import type { Job } from "../jobs/job-runner.ts";
import {
  type Caller,
  CONVERT_CONTRACT_JOB,
  CONVERT_MAX_ATTEMPTS,
  type ContractDeps,
} from "./contract-deps.ts";
import { findAccessibleContract } from "./find-accessible-contract.ts";

export interface ConvertJobPayload {
  contractId: string;
}

/**
 * Queues a conversion of a Solidity contract the caller may manage with its saved options and marks it
 * converting. Refuses other languages (422) and a conversion already under way (409).
 */
export async function startConversion(
  deps: ContractDeps,
  caller: Caller,
  contractId: string,
): Promise<{ row: ContractRow; job: Job }> {
  const contract = await findAccessibleContract(deps, caller, contractId);
  if (contract.language !== "solidity") {
    throw new HttpError(422, "conversion_unsupported", ONLY_SOLIDITY_CONVERTS_MESSAGE);
  }
  const now = deps.clock.now();
  // Mark it first (atomically, so two clicks cannot queue two jobs), then queue the job.
  const marked = await deps.db
    .updateTable("contracts")
    .set({ status: "converting", error_message: null, updated_at: now, last_activity_at: now })
    .where("id", "=", contract.id)
    .where("status", "!=", "converting")
    .returning("id")
    .executeTakeFirst();
  if (!marked) {
    throw new HttpError(
      409,
      "conversion_running",
      "A conversion of this contract is already running",
    );
  }
  const job = await deps.jobs
    .enqueue<ConvertJobPayload>(
      CONVERT_CONTRACT_JOB,
      { contractId: contract.id },
      // The owner follows the job (realtime) whoever started it.
      { userId: contract.user_id ?? caller.userId, maxAttempts: CONVERT_MAX_ATTEMPTS },
    )
    .catch(async (error: unknown) => {
      // Not queued (too many jobs of this user): the contract is as it was.
      await deps.db
        .updateTable("contracts")
        .set({
          status: contract.status,
          error_message: contract.error_message,
          updated_at: contract.updated_at,
          last_activity_at: contract.last_activity_at,
        })
        .where("id", "=", contract.id)
        .where("status", "=", "converting")
        .execute();
      throw error;
    });
  const row = await deps.db
    .updateTable("contracts")
    .set({ last_job_id: job.id })
    .where("id", "=", contract.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, job };
}
