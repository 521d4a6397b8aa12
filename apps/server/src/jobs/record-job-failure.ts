import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/create-database.ts";
import { recordErrorLog } from "../error-logs/record-error-log.ts";
import type { JobContext } from "./job-runner.ts";

/**
 * Writes a failed job attempt to error_logs (operation, attempt, timestamp, job id) and returns
 * the error to rethrow. A failure to log is swallowed: the job's own error is what matters.
 */
export async function recordJobFailure(
  deps: { db: Db; clock: Clock },
  failure: {
    caught: unknown;
    job: JobContext<unknown>["job"];
    contract: { id: string; user_id: string | null };
    context?: Record<string, unknown>;
  },
): Promise<Error> {
  const { caught, job, contract } = failure;
  const error = caught instanceof Error ? caught : new Error(String(caught));
  await recordErrorLog(deps, {
    errorType: error.name || "Error",
    errorMessage: error.message,
    stackTrace: error.stack ?? null,
    context: {
      operation: job.type,
      attempt: job.attempt,
      timestamp: deps.clock.now().toISOString(),
      jobId: job.id,
      ...failure.context,
    },
    contractId: contract.id,
    userId: contract.user_id,
    source: "server",
  }).catch(() => {});
  return error;
}
