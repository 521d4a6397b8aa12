import type { JobEvent } from "@contract-platform/api";
import type { Transaction } from "kysely";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/create-database.ts";
import type { Database, JobRow } from "../db/schema.ts";
import type { Logger } from "../logger/create-logger.ts";
import {
  type Job,
  type JobHandler,
  type JobLimits,
  JobTimeoutError,
  jobTimeoutSeconds,
} from "./job-runner.ts";

/** How long a timed-out handler may take to wind down before its job is failed without it. */
export const TIMEOUT_GRACE_MS = 10_000;

/** Delay before attempt `attempt + 1` of a failed job: 1 s doubling, at most 5 minutes. */
export const retryDelayMs = (attempt: number) => Math.min(1000 * 2 ** (attempt - 1), 5 * 60_000);

export interface RegisteredHandler {
  handler: JobHandler<unknown, unknown>;
  timeoutSeconds?: number;
}

/** How an attempt ended, as written to the jobs table. */
export type JobOutcome =
  | "succeeded"
  | "retry"
  | "failed"
  | "timed-out"
  /** Stopped by shutdown: queued again, the attempt not counted. */
  | "interrupted"
  /** The row was no longer this runner's (nothing written). */
  | "lost";

export interface JobExecutionDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  limits: JobLimits;
  /** Marks rows this runner holds (`locked_by`). */
  instanceId: string;
  emit: (row: JobRow) => Promise<void>;
  /** True while the runner shuts down: an AbortError then means interrupted, not failed. */
  stopping: () => boolean;
  /**
   * Called in the transaction that puts the job back in the queue (a retry after `delayMs`, or
   * an interrupted attempt), so a queue outside the jobs table is told in the same step.
   */
  onRequeue?: (trx: Transaction<Database>, row: JobRow, delayMs: number) => Promise<void>;
}

export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    payload: row.payload,
    progress: row.progress,
    progressMessage: row.progress_message,
    result: row.result,
    error: row.error,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    userId: row.user_id,
    runAt: row.run_at,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}

/** Turns row changes into job events for local listeners and, through `publish`, realtime. */
export function createJobEvents(options: {
  logger: Logger;
  publish?: (event: JobEvent) => Promise<void>;
}) {
  const listeners = new Set<(event: JobEvent) => void>();
  const emit = async (row: JobRow) => {
    const event: JobEvent = {
      jobId: row.id,
      type: row.type,
      status: row.status,
      progress: row.progress,
      message: row.progress_message,
      userId: row.user_id,
      error: row.error,
    };
    for (const listener of listeners) listener(event);
    if (options.publish) {
      await options.publish(event).catch((error) => {
        options.logger.warn({ err: error, jobId: row.id }, "could not publish job event");
      });
    }
  };
  const onEvent = (listener: (event: JobEvent) => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return { emit, onEvent };
}

/**
 * Runs one claimed attempt of a job (a `running` row locked by this runner): the handler with
 * progress reports, under the job's time limit (abort with a JobTimeoutError, then
 * TIMEOUT_GRACE_MS for the handler to wind down before the job fails without it), and writes the
 * outcome to the row: succeeded, queued again for a retry, failed, or queued again uncounted when
 * the runner stopped it. Every change is emitted. Returns the outcome and, for a retry, its delay.
 */
export async function executeJob(
  deps: JobExecutionDeps,
  row: JobRow,
  registered: RegisteredHandler,
  controller: AbortController,
): Promise<{ outcome: JobOutcome; delayMs?: number }> {
  const { db, clock, logger, instanceId } = deps;
  const seconds = jobTimeoutSeconds(deps.limits, row.type, registered.timeoutSeconds);
  let timedOut: JobTimeoutError | undefined;
  let giveUp = () => {};
  const gaveUp = new Promise<void>((resolve) => {
    giveUp = resolve;
  });
  let cancelTimer = clock.setTimeout(() => {
    timedOut = new JobTimeoutError(row.type, seconds);
    controller.abort(timedOut);
    // A handler that ignores the abort does not hold its slot: its job fails without it.
    cancelTimer = clock.setTimeout(giveUp, TIMEOUT_GRACE_MS);
  }, seconds * 1000);
  await deps.emit(row);
  let outcome: { result: unknown } | { error: Error };
  try {
    const handled = registered.handler({
      job: { id: row.id, type: row.type, attempt: row.attempts, userId: row.user_id },
      payload: row.payload,
      signal: controller.signal,
      progress: async (percent, message) => {
        const now = clock.now();
        const updated = await db
          .updateTable("jobs")
          .set({
            progress: Math.max(0, Math.min(100, Math.round(percent))),
            progress_message: message ?? null,
            heartbeat_at: now,
            updated_at: now,
          })
          .where("id", "=", row.id)
          .where("locked_by", "=", instanceId)
          .where("status", "=", "running")
          .returningAll()
          .executeTakeFirst();
        if (updated) await deps.emit(updated);
      },
    });
    outcome = {
      result: await Promise.race([handled, gaveUp.then(() => Promise.reject(timedOut))]),
    };
  } catch (caught) {
    const error = caught instanceof Error ? caught : new Error(String(caught));
    if (!(deps.stopping() && error.name === "AbortError")) {
      logger.warn({ err: error, jobId: row.id, type: row.type }, "job attempt failed");
    }
    outcome = { error };
  } finally {
    cancelTimer();
  }
  return settleAttempt(deps, row, outcome, timedOut);
}

async function settleAttempt(
  deps: JobExecutionDeps,
  row: JobRow,
  outcome: { result: unknown } | { error: Error },
  timedOut: JobTimeoutError | undefined,
): Promise<{ outcome: JobOutcome; delayMs?: number }> {
  const now = deps.clock.now();
  const mine = (db: Db | Transaction<Database>) =>
    db
      .updateTable("jobs")
      .where("id", "=", row.id)
      .where("locked_by", "=", deps.instanceId)
      .where("status", "=", "running");
  const finished = async (set: {
    status: "succeeded" | "failed";
    error?: string;
    result?: string;
  }) => {
    const updated = await mine(deps.db)
      .set({
        ...set,
        ...(set.status === "succeeded" ? { progress: 100 } : {}),
        locked_by: null,
        finished_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirst();
    if (updated) await deps.emit(updated);
    return updated;
  };
  const requeued = async (delayMs: number, counted: boolean, error?: string) => {
    const updated = await deps.db.transaction().execute(async (trx) => {
      const row = await mine(trx)
        .set((eb) => ({
          status: "queued",
          ...(counted ? {} : { attempts: eb("attempts", "-", 1) }),
          ...(error === undefined ? {} : { error }),
          run_at: new Date(now.getTime() + delayMs),
          locked_by: null,
          updated_at: now,
        }))
        .returningAll()
        .executeTakeFirst();
      if (row) await deps.onRequeue?.(trx, row, delayMs);
      return row;
    });
    if (updated) await deps.emit(updated);
    return updated;
  };

  if ("result" in outcome) {
    const done = await finished({
      status: "succeeded",
      result: JSON.stringify(outcome.result ?? null),
    });
    return { outcome: done ? "succeeded" : "lost" };
  }
  if (timedOut) {
    // Out of time: failed at once, since another attempt would most likely run out of time too.
    const done = await finished({ status: "failed", error: timedOut.message });
    return { outcome: done ? "timed-out" : "lost" };
  }
  if (deps.stopping() && outcome.error.name === "AbortError") {
    // Interrupted by shutdown, not failed: the attempt does not count.
    return { outcome: (await requeued(0, false)) ? "interrupted" : "lost" };
  }
  if (row.attempts < row.max_attempts) {
    const delayMs = retryDelayMs(row.attempts);
    const again = await requeued(delayMs, true, outcome.error.message);
    return again ? { outcome: "retry", delayMs } : { outcome: "lost" };
  }
  const done = await finished({ status: "failed", error: outcome.error.message });
  return { outcome: done ? "failed" : "lost" };
}
