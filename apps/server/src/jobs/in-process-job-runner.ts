import { randomUUID } from "node:crypto";
import type { JobEvent } from "@contract-platform/api";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/create-database.ts";
import type { JobRow } from "../db/schema.ts";
import type { Logger } from "../logger/create-logger.ts";
import { claimNextJob } from "./claim-next-job.ts";
import {
  createJobEvents,
  executeJob,
  type JobExecutionDeps,
  type RegisteredHandler,
  toJob,
} from "./execute-job.ts";
import { findJob } from "./find-job.ts";
import { insertJob } from "./insert-job.ts";
import {
  defaultJobLimits,
  type Job,
  type JobHandler,
  type JobLimits,
  type JobRunner,
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

export { toJob };

/** The embedded job runner: claims jobs from the jobs table and runs them in this process. */
export function createInProcessJobRunner(options: InProcessJobRunnerOptions): JobRunner {
  const { db, clock, logger } = options;
  const concurrency = options.concurrency ?? 2;
  const leaseMs = (options.leaseSeconds ?? 60) * 1000;
  const instanceId = randomUUID();
  const limits = options.limits ?? defaultJobLimits;
  const handlers = new Map<string, RegisteredHandler>();
  const events = createJobEvents({ logger, publish: options.publish });
  const emit = events.emit;
  const active = new Map<string, { promise: Promise<void>; controller: AbortController }>();
  const timers = new Set<() => void>();
  let started = false;
  let stopping = false;
  let pumping: Promise<void> | undefined;
  let pumpAgain = false;

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

  const execution: JobExecutionDeps = {
    db,
    clock,
    logger,
    limits,
    instanceId,
    emit,
    stopping: () => stopping,
  };

  const run = async (row: JobRow, controller: AbortController) => {
    const { outcome, delayMs } = await executeJob(
      execution,
      row,
      handlers.get(row.type)!,
      controller,
    );
    if (outcome === "retry" && delayMs !== undefined) schedule(delayMs, kick);
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

    get: (id) => findJob(db, id),

    onEvent: events.onEvent,

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
