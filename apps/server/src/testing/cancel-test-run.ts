import type { Caller } from "../contracts/contract-deps.ts";
import { HttpError } from "../http/http-error.ts";
import { findTestRun } from "./find-test-run.ts";
import { RunStoppedError, runControllers } from "./run-controllers.ts";
import type { TestingDeps } from "./testing-deps.ts";
import { toTestRun } from "./to-test-run.ts";

export const RUN_CANCELLED_MESSAGE = "Cancelled by the user";

/**
 * Cancels a queued or running run. A queued run never starts; a running one is stopped at once
 * (its worker terminated) when this process runs it, else as soon as its process sees the flag.
 * The steps finished so far are kept.
 */
export async function cancelTestRun(
  deps: Pick<TestingDeps, "db" | "clock">,
  caller: Caller,
  runId: string,
) {
  const { row, contractName } = await findTestRun(deps, caller, runId);
  if (row.status !== "queued" && row.status !== "running") {
    throw new HttpError(409, "run_finished", "The run has already finished");
  }
  const now = deps.clock.now();
  const updated =
    row.status === "queued"
      ? await deps.db
          .updateTable("test_runs")
          .set({
            status: "cancelled",
            cancel_requested: true,
            error: RUN_CANCELLED_MESSAGE,
            finished_at: now,
          })
          .where("id", "=", row.id)
          .where("status", "=", "queued")
          .returningAll()
          .executeTakeFirst()
      : undefined;
  if (!updated) {
    await deps.db
      .updateTable("test_runs")
      .set({ cancel_requested: true })
      .where("id", "=", row.id)
      .execute();
    runControllers.abort(row.id, new RunStoppedError(RUN_CANCELLED_MESSAGE, "cancelled"));
  }
  const current = await findTestRun(deps, caller, runId);
  return toTestRun(current.row, contractName);
}
