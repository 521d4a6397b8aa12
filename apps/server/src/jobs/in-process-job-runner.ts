import { randomUUID } from "node:crypto";
import type { JobEvent } from "@contract-platform/api";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/create-database.ts";
import type { JobRow } from "../db/schema.ts";
import type { Logger } from "../logger/create-logger.ts";
import { claimNextJob } from "./claim-next-job.ts";
import { insertJob } from "./insert-job.ts";
import {
  defaultJobLimits,
  type Job,
  type JobHandler,
  type JobLimits,
  type JobRunner,
  JobTimeoutError,
  jobTimeoutSeconds,
} from "./job-runner.ts";

export interface InProcessJobRunnerOptions {
  db: Db;
  clock: Clock;
  logger: Logger;
  /** Sends job events to other listeners (the realtime channel). */
  publish?: (event: JobEvent) => Promise<void>;
  concurrency?: number;
  /** A running job whose heartbeat is older than this is taken to be orphaned and re-queued. */
  leaseSeconds?: number;
  /**
   * True when no other process can share the database (PGlite): every job still marked running
   * at start was left by a previous run of this process and is re-queued at once.
   */
  exclusive?: boolean;
  /** Longest real time stop() waits for aborted handlers before giving up on them. */
  stopTimeoutMs?: number;
  /** Time limits, per-user caps (JOB_* settings). */
  limits?: JobLimits;
}

/** How long a timed-out handler may take to wind down before its job is failed without it. */
const TIMEOUT_GRACE_MS = 10_000;

const retryDelayMs = (attempt: number) => Math.min(1000 * 2 ** (attempt - 1), 5 * 60_000);

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

/** The embedded job runner: claims jobs from the jobs table and runs them in this process. */
export function createInProcessJobRunner(options: InProcessJobRunnerOptions): JobRunner {
  const { db, clock, logger } = options;
  const concurrency = options.concurrency ?? 2;
  const leaseMs = (options.leaseSeconds ?? 60) * 1000;
  const instanceId = randomUUID();
  const limits = options.limits ?? defaultJobLimits;
  const handlers = new Map<
    string,
    { handler: JobHandler<unknown, unknown>; timeoutSeconds?: number }
  >();
  const listeners = new Set<(event: JobEvent) => void>();
  const active = new Map<string, { promise: Promise<void>; controller: AbortController }>();
  const timers = new Set<() => void>();
  let started = false;
  let stopping = false;
  let pumping: Promise<void> | undefined;
  let pumpAgain = false;

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
        logger.warn({ err: error, jobId: row.id }, "could not publish job event");
      });
    }
  };

  const schedule = (ms: number, callback: () => void) => {
    const cancel = clock.setTimeout(() => {
      timers.delete(cancel);
      callback();
    }, ms);
    timers.add(cancel);
  };

  const claimNext = () =>
    claimNextJob(db, {
      types: [...handlers.keys()],
      now: clock.now(),
      lockedBy: instanceId,
      maxRunningPerUser: limits.maxRunningPerUser,
    });

  const finish = async (
    row: JobRow,
    outcome: { result: unknown } | { error: Error; timedOut?: JobTimeoutError },
  ) => {
    const now = clock.now();
    const base = db
      .updateTable("jobs")
      .where("id", "=", row.id)
      .where("locked_by", "=", instanceId)
      .where("status", "=", "running");
    let updated: JobRow | undefined;
    if ("result" in outcome) {
      updated = await base
        .set({
          status: "succeeded",
          progress: 100,
          result: JSON.stringify(outcome.result ?? null),
          locked_by: null,
          finished_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirst();
    } else if (outcome.timedOut) {
      // Out of time: failed at once, since another attempt would most likely run out of time too.
      updated = await base
        .set({
          status: "failed",
          error: outcome.timedOut.message,
          locked_by: null,
          finished_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirst();
    } else if (stopping && outcome.error.name === "AbortError") {
      // Interrupted by shutdown, not failed: the attempt does not count.
      updated = await base
        .set((eb) => ({
          status: "queued",
          attempts: eb("attempts", "-", 1),
          locked_by: null,
          updated_at: now,
        }))
        .returningAll()
        .executeTakeFirst();
    } else if (row.attempts < row.max_attempts) {
      const delay = retryDelayMs(row.attempts);
      updated = await base
        .set({
          status: "queued",
          error: outcome.error.message,
          run_at: new Date(now.getTime() + delay),
          locked_by: null,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirst();
      schedule(delay, kick);
    } else {
      updated = await base
        .set({
          status: "failed",
          error: outcome.error.message,
          locked_by: null,
          finished_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirst();
    }
    if (updated) await emit(updated);
  };

  const run = async (row: JobRow, controller: AbortController) => {
    const registered = handlers.get(row.type)!;
    const seconds = jobTimeoutSeconds(limits, row.type, registered.timeoutSeconds);
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
    await emit(row);
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
          if (updated) await emit(updated);
        },
      });
      const result = await Promise.race([handled, gaveUp.then(() => Promise.reject(timedOut))]);
      await finish(row, { result });
    } catch (caught) {
      const error = caught instanceof Error ? caught : new Error(String(caught));
      if (!(stopping && error.name === "AbortError")) {
        logger.warn({ err: error, jobId: row.id, type: row.type }, "job attempt failed");
      }
      await finish(row, { error, timedOut });
    } finally {
      cancelTimer();
    }
  };

  const pump = async () => {
    do {
      pumpAgain = false;
      while (started && !stopping && active.size < concurrency) {
        const row = await claimNext();
        if (!row) break;
        const controller = new AbortController();
        const promise = run(row, controller)
          .catch((error) => logger.error({ err: error, jobId: row.id }, "job bookkeeping failed"))
          .finally(() => {
            active.delete(row.id);
            kick();
          });
        active.set(row.id, { promise, controller });
      }
    } while (pumpAgain && started && !stopping);
  };

  function kick() {
    if (!started || stopping) return;
    if (pumping) {
      pumpAgain = true;
      return;
    }
    pumping = pump()
      .catch((error) => logger.error({ err: error }, "job runner could not claim jobs"))
      .finally(() => {
        pumping = undefined;
        // A kick that came after the pump's last look but before it ended.
        if (pumpAgain) kick();
      });
  }

  const maintain = async () => {
    const now = clock.now();
    if (active.size > 0) {
      await db
        .updateTable("jobs")
        .set({ heartbeat_at: now })
        .where("locked_by", "=", instanceId)
        .where("status", "=", "running")
        .execute();
    }
    const stale = await db
      .updateTable("jobs")
      .set({ status: "queued", locked_by: null, updated_at: now })
      .where("status", "=", "running")
      .where("locked_by", "is distinct from", instanceId)
      .where("heartbeat_at", "<", new Date(now.getTime() - leaseMs))
      .returningAll()
      .execute();
    for (const row of stale) {
      logger.warn({ jobId: row.id, type: row.type }, "re-queued a job whose runner went away");
      await emit(row);
    }
  };

  const maintenanceLoop = () => {
    schedule(Math.max(1000, Math.floor(leaseMs / 3)), () => {
      maintain()
        .catch((error) => logger.error({ err: error }, "job maintenance failed"))
        .finally(() => {
          if (started && !stopping) {
            maintenanceLoop();
            kick();
          }
        });
    });
  };

  return {
    register(type, handler, registerOptions = {}) {
      if (handlers.has(type)) throw new Error(`A handler for job type "${type}" is registered`);
      handlers.set(type, {
        handler: handler as JobHandler<unknown, unknown>,
        timeoutSeconds: registerOptions.timeoutSeconds,
      });
      kick();
    },

    async enqueue(type, payload, enqueueOptions = {}) {
      const now = clock.now();
      const row = await insertJob(db, {
        type,
        payload,
        userId: enqueueOptions.userId ?? null,
        maxAttempts: enqueueOptions.maxAttempts ?? 3,
        runAt: enqueueOptions.runAt ?? now,
        now,
        maxPendingPerUser: limits.maxPendingPerUser,
      });
      await emit(row);
      const delay = (enqueueOptions.runAt?.getTime() ?? 0) - now.getTime();
      if (delay > 0) schedule(delay, kick);
      else kick();
      return toJob(row) as Job<typeof payload>;
    },

    async get(id) {
      const row = await db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toJob(row) : null;
    },

    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async start() {
      if (started) return;
      const now = clock.now();
      if (options.exclusive) {
        const orphans = await db
          .updateTable("jobs")
          .set({ status: "queued", locked_by: null, updated_at: now })
          .where("status", "=", "running")
          .returningAll()
          .execute();
        for (const row of orphans) {
          logger.info(
            { jobId: row.id, type: row.type },
            "re-queued a job interrupted by a restart",
          );
        }
      } else {
        await maintain();
      }
      started = true;
      stopping = false;
      maintenanceLoop();
      kick();
    },

    async stop() {
      if (!started || stopping) return;
      stopping = true;
      for (const cancel of timers) cancel();
      timers.clear();
      await pumping;
      for (const { controller } of active.values()) {
        controller.abort(Object.assign(new Error("Job runner stopped"), { name: "AbortError" }));
      }
      const settled = Promise.allSettled([...active.values()].map((entry) => entry.promise));
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise((resolve) => {
        timer = setTimeout(resolve, options.stopTimeoutMs ?? 10_000);
      });
      await Promise.race([settled, timeout]);
      clearTimeout(timer);
      // Handlers that ignored the abort: hand their jobs back to the queue.
      await db
        .updateTable("jobs")
        .set((eb) => ({ status: "queued", attempts: eb("attempts", "-", 1), locked_by: null }))
        .where("locked_by", "=", instanceId)
        .where("status", "=", "running")
        .execute()
        .catch(() => {});
      started = false;
    },

    async whenIdle() {
      for (;;) {
        if (pumping) {
          await pumping;
          continue;
        }
        if (active.size > 0) {
          await Promise.allSettled([...active.values()].map((entry) => entry.promise));
          continue;
        }
        const types = [...handlers.keys()];
        if (!started || types.length === 0) return;
        const due = await db
          .selectFrom("jobs")
          .select("id")
          .where("status", "=", "queued")
          .where("run_at", "<=", clock.now())
          .where("type", "in", types)
          .limit(1)
          .executeTakeFirst();
        if (!due) return;
        kick();
        await new Promise((resolve) => setImmediate(resolve));
      }
    },

    async check() {
      if (!started || stopping) throw new Error("Job runner is not running");
      const rows = await db
        .selectFrom("jobs")
        .select(["status", (eb) => eb.fn.countAll<string>().as("count")])
        .where("status", "in", ["queued", "running"])
        .groupBy("status")
        .execute();
      const count = (status: string) =>
        Number(rows.find((row) => row.status === status)?.count ?? 0);
      return { queued: count("queued"), running: count("running") };
    },
  };
}
