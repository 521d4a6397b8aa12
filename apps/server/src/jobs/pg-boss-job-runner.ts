import { randomUUID } from "node:crypto";
import type { JobEvent } from "@contract-platform/api";
import { CompiledQuery, type Transaction } from "kysely";
import PgBoss from "pg-boss";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/create-database.ts";
import type { Database, JobRow } from "../db/schema.ts";
import type { Logger } from "../logger/create-logger.ts";
import { claimJob } from "./claim-next-job.ts";
import {
  createJobEvents,
  executeJob,
  type JobExecutionDeps,
  type RegisteredHandler,
  TIMEOUT_GRACE_MS,
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
  jobTimeoutSeconds,
} from "./job-runner.ts";

/** The pg-boss queue every job goes through, and where jobs whose workers kept dying end up. */
export const JOB_QUEUE = "contract-platform-jobs";
export const DEAD_JOB_QUEUE = "contract-platform-jobs-dead";

/**
 * How often a hand-over whose worker died is given to another worker. A dead worker is not a
 * failed attempt (a job of one attempt, such as a test run, is run again too), but a job that
 * keeps killing its workers (out of memory, say) is given up.
 */
export const DEAD_WORKER_RETRIES = 2;

/** What a pg-boss job carries: our job, its type, and its own id (the hand-over, queue_ref). */
interface QueuedJob {
  jobId: string;
  type: string;
  ref: string;
}

export interface PgBossJobRunnerOptions {
  /** Our jobs table (status, progress, results, limits); pg-boss keeps its own schema beside it. */
  db: Db;
  connectionString: string;
  clock: Clock;
  logger: Logger;
  publish?: (event: JobEvent) => Promise<void>;
  /** Jobs this process runs at once; 0 = none (a web process that only queues). */
  concurrency?: number;
  limits?: JobLimits;
  /**
   * How long past a job's time limit (and its grace) a hand-over whose worker went away waits
   * before pg-boss gives it to another worker (JOB_LEASE_SECONDS); pg-boss's upkeep, which finds
   * such hand-overs, runs every third of it.
   */
  leaseSeconds?: number;
  /** How often an idle worker asks for a job (pg-boss polls; at least 0.5). */
  pollingIntervalSeconds?: number;
  /** Longest real time stop() waits for aborted handlers. */
  stopTimeoutMs?: number;
  /** Schema of pg-boss's tables (default pgboss). */
  schema?: string;
}

/** Runs pg-boss's statements in one of our transactions, so a hand-over commits with our row. */
function inTransaction(trx: Transaction<Database>) {
  return {
    executeSql: async (text: string, values: unknown[]) => ({
      rows: (await trx.executeQuery(CompiledQuery.raw(text, values))).rows as unknown[],
    }),
  };
}

/**
 * The job runner for PostgreSQL deployments with several processes (ADR 101): jobs are rows of
 * our jobs table, handed to worker processes through pg-boss. Each hand-over is a pg-boss job
 * whose id is the row's queue_ref, sent in the transaction that queues the row; a worker claims
 * the row only for the current hand-over, under the same per-user running cap and time limit as
 * the in-process runner. Fair order is pg-boss's priority (minus the row's turn). Retries, an
 * interrupted attempt and a job whose user is at the running cap are new hand-overs. A worker
 * that dies mid-job leaves its pg-boss job active until it expires (its time limit plus a
 * margin); pg-boss then hands the same job to another worker, and after DEAD_WORKER_RETRIES
 * puts it in the dead-letter queue, whose handler fails the row.
 */
export function createPgBossJobRunner(options: PgBossJobRunnerOptions): JobRunner {
  const { db, clock, logger } = options;
  const concurrency = options.concurrency ?? 2;
  const leaseSeconds = options.leaseSeconds ?? 60;
  const limits = options.limits ?? defaultJobLimits;
  const instanceId = randomUUID();
  const handlers = new Map<string, RegisteredHandler>();
  const events = createJobEvents({ logger, publish: options.publish });
  const active = new Map<string, { promise: Promise<void>; controller: AbortController }>();
  const workerIds: string[] = [];
  let boss: PgBoss | undefined;
  let started = false;
  let stopping = false;

  const newBoss = () => {
    const instance = new PgBoss({
      connectionString: options.connectionString,
      schema: options.schema ?? "pgboss",
      application_name: "contract-platform-jobs",
      max: Math.max(2, concurrency + 2),
      maintenanceIntervalSeconds: Math.max(1, Math.floor(leaseSeconds / 3)),
      // Nothing of ours reads pg-boss's state counts.
      monitorStateIntervalSeconds: 3600,
    });
    instance.on("error", (error) => logger.error({ err: error }, "pg-boss error"));
    return instance;
  };

  /** Longest a hand-over may stay active before pg-boss takes its worker to be gone. */
  const expireInSeconds = (type: string) =>
    jobTimeoutSeconds(limits, type, handlers.get(type)?.timeoutSeconds) +
    TIMEOUT_GRACE_MS / 1000 +
    leaseSeconds;

  /** Hands a queued row to the workers (again), in the transaction that queued it. */
  const handOver = async (trx: Transaction<Database>, row: JobRow, delayMs: number) => {
    if (!boss) throw new Error("Job runner is not running");
    const ref = randomUUID();
    const data: QueuedJob = { jobId: row.id, type: row.type, ref };
    await boss.send(JOB_QUEUE, data, {
      id: ref,
      priority: -row.turn,
      ...(delayMs > 0 ? { startAfter: Math.ceil(delayMs / 1000) } : {}),
      // Only a worker that went away makes pg-boss retry (our own attempts are new hand-overs).
      retryLimit: DEAD_WORKER_RETRIES,
      retryDelay: 1,
      retryBackoff: true,
      expireInSeconds: expireInSeconds(row.type),
      db: inTransaction(trx),
    });
    return trx
      .updateTable("jobs")
      .set({ queue_ref: ref })
      .where("id", "=", row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  };

  /** A hand-over this process did not take up (user at the running cap, no handler here). */
  const handBack = async (data: QueuedJob, delayMs: number) => {
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom("jobs")
        .selectAll()
        .where("id", "=", data.jobId)
        .where("queue_ref", "=", data.ref)
        .where("status", "=", "queued")
        .forUpdate()
        .executeTakeFirst();
      if (row) await handOver(trx, row, delayMs);
    });
  };

  /**
   * Rows queued without a hand-over, as the in-process runner left them (a deployment that moved
   * to pg-boss with jobs waiting): handed to the workers once, whichever process starts first.
   */
  const handOverUnqueued = async () => {
    const waiting = await db
      .selectFrom("jobs")
      .select("id")
      .where("status", "=", "queued")
      .where("queue_ref", "is", null)
      .execute();
    for (const { id } of waiting) {
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom("jobs")
          .selectAll()
          .where("id", "=", id)
          .where("status", "=", "queued")
          .where("queue_ref", "is", null)
          .forUpdate()
          .executeTakeFirst();
        if (row)
          await handOver(trx, row, Math.max(0, row.run_at.getTime() - clock.now().getTime()));
      });
    }
    if (waiting.length > 0)
      logger.info({ count: waiting.length }, "handed waiting jobs to pg-boss");
  };

  const execution: JobExecutionDeps = {
    db,
    clock,
    logger,
    limits,
    instanceId,
    emit: events.emit,
    stopping: () => stopping,
    onRequeue: async (trx, row, delayMs) => {
      await handOver(trx, row, delayMs);
    },
  };

  const work = async ([queued]: PgBoss.Job<QueuedJob>[]) => {
    const data = queued.data;
    const registered = handlers.get(data.type);
    if (!registered || stopping) {
      await handBack(data, 5_000);
      return;
    }
    const claimed = await claimJob(db, {
      id: data.jobId,
      queueRef: data.ref,
      now: clock.now(),
      lockedBy: instanceId,
      maxRunningPerUser: limits.maxRunningPerUser,
    });
    if (claimed === "busy") {
      await handBack(data, 1_000);
      return;
    }
    if (!claimed) return;
    const controller = new AbortController();
    const promise = executeJob(execution, claimed, registered, controller).then(() => {});
    active.set(claimed.id, { promise, controller });
    try {
      await promise;
    } finally {
      active.delete(claimed.id);
    }
  };

  /** A job whose workers kept going away: pg-boss gave up on it, so does its row. */
  const buried = async ([queued]: PgBoss.Job<QueuedJob>[]) => {
    const now = clock.now();
    const row = await db
      .updateTable("jobs")
      .set({
        status: "failed",
        error: `The job's worker stopped before finishing it, ${DEAD_WORKER_RETRIES + 1} times`,
        locked_by: null,
        finished_at: now,
        updated_at: now,
      })
      .where("id", "=", queued.data.jobId)
      .where("queue_ref", "=", queued.data.ref)
      .where("status", "in", ["queued", "running"])
      .returningAll()
      .executeTakeFirst();
    if (row) await events.emit(row);
  };

  const ensureQueue = async (instance: PgBoss, name: string, queue: PgBoss.Queue) => {
    if (!(await instance.getQueue(name))) {
      await instance.createQueue(name, queue).catch(async (error) => {
        // Another process created it at the same moment.
        if (!(await instance.getQueue(name))) throw error;
      });
    }
  };

  return {
    register(type, handler, registerOptions = {}) {
      if (handlers.has(type)) throw new Error(`A handler for job type "${type}" is registered`);
      handlers.set(type, {
        handler: handler as JobHandler<unknown, unknown>,
        timeoutSeconds: registerOptions.timeoutSeconds,
      });
    },

    async enqueue(type, payload, enqueueOptions = {}) {
      const now = clock.now();
      const runAt = enqueueOptions.runAt ?? now;
      const row = await insertJob(
        db,
        {
          type,
          payload,
          userId: enqueueOptions.userId ?? null,
          maxAttempts: enqueueOptions.maxAttempts ?? 3,
          runAt,
          now,
          maxPendingPerUser: limits.maxPendingPerUser,
        },
        (trx, inserted) => handOver(trx, inserted, runAt.getTime() - now.getTime()),
      );
      await events.emit(row);
      for (const id of workerIds) boss?.notifyWorker(id);
      return toJob(row) as Job<typeof payload>;
    },

    get: (id) => findJob(db, id),

    onEvent: events.onEvent,

    async start() {
      if (started) return;
      const instance = newBoss();
      await instance.start();
      await ensureQueue(instance, DEAD_JOB_QUEUE, { name: DEAD_JOB_QUEUE });
      await ensureQueue(instance, JOB_QUEUE, { name: JOB_QUEUE, deadLetter: DEAD_JOB_QUEUE });
      boss = instance;
      stopping = false;
      started = true;
      await handOverUnqueued();
      const polling = { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 };
      for (let i = 0; i < concurrency; i++) {
        workerIds.push(await instance.work<QueuedJob>(JOB_QUEUE, polling, work));
      }
      if (concurrency > 0) await instance.work<QueuedJob>(DEAD_JOB_QUEUE, polling, buried);
    },

    async stop() {
      if (!started || stopping || !boss) return;
      stopping = true;
      for (const { controller } of active.values()) {
        controller.abort(Object.assign(new Error("Job runner stopped"), { name: "AbortError" }));
      }
      // Aborted attempts hand their jobs back (uncounted) before pg-boss lets go of them.
      const settled = Promise.allSettled([...active.values()].map((entry) => entry.promise));
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise((resolve) => {
        timer = setTimeout(resolve, options.stopTimeoutMs ?? 10_000);
      });
      await Promise.race([settled, timeout]);
      clearTimeout(timer);
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
      workerIds.length = 0;
      boss = undefined;
      started = false;
    },

    async whenIdle() {
      for (;;) {
        if (active.size > 0) {
          await Promise.allSettled([...active.values()].map((entry) => entry.promise));
          continue;
        }
        const types = [...handlers.keys()];
        if (!started || types.length === 0 || concurrency === 0) return;
        const due = await db
          .selectFrom("jobs")
          .select("id")
          .where("status", "in", ["queued", "running"])
          .where("run_at", "<=", clock.now())
          .where("type", "in", types)
          .limit(1)
          .executeTakeFirst();
        if (!due) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
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
