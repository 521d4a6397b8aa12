import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createManualClock } from "../clock/manual-clock.ts";
import { createTestDatabase, type TestDatabase } from "../db/test-database.ts";
import { createLogger } from "../logger/create-logger.ts";
import { insertJob } from "./insert-job.ts";
import { jobLimitTests, until } from "./job-limits-suite.ts";
import { defaultJobLimits, type JobRunner } from "./job-runner.ts";
import { createPgBossJobRunner, type PgBossJobRunnerOptions } from "./pg-boss-job-runner.ts";

const postgres = Boolean(process.env.TEST_DATABASE_URL);
if (!postgres) {
  console.log("pg-boss job runner tests skipped: they need PostgreSQL (TEST_DATABASE_URL)");
}

const logger = createLogger({ level: (process.env.TEST_LOG_LEVEL as "silent") ?? "silent" });

describe.skipIf(!postgres)("pg-boss job runner", { timeout: 60_000 }, () => {
  let database: TestDatabase;
  const runners: JobRunner[] = [];
  const make = (options: Partial<PgBossJobRunnerOptions> = {}) => {
    const runner = createPgBossJobRunner({
      db: database.db,
      connectionString: database.connectionString!,
      clock: createManualClock(new Date("2026-05-01T10:00:00Z")),
      logger,
      concurrency: 2,
      pollingIntervalSeconds: 0.5,
      stopTimeoutMs: 500,
      ...options,
    });
    runners.push(runner);
    return runner;
  };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const runner of runners.splice(0)) await runner.stop();
    await database?.close();
  });
  beforeEach(async () => {
    for (const runner of runners.splice(0)) await runner.stop();
    await database.db.deleteFrom("jobs").execute();
  });

  describe("time limits, per-user caps, fair order", () => {
    jobLimitTests(
      async ({ limits, concurrency }) => {
        const clock = createManualClock(new Date("2026-05-01T10:00:00Z"));
        const runner = make({ clock, concurrency, limits: { ...defaultJobLimits, ...limits } });
        return { runner, clock };
      },
      () => database.db,
    );
  });

  it("runs each job exactly once across several processes, and a process that only queues runs none", async () => {
    const web = make({ concurrency: 0 });
    const ran: string[] = [];
    const workers = [make({ concurrency: 2 }), make({ concurrency: 2 })];
    for (const [index, worker] of workers.entries()) {
      worker.register<{ n: number }, string>("count", async ({ payload }) => {
        ran.push(`${payload.n}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return `worker ${index}`;
      });
    }
    web.register("count", async () => {
      throw new Error("the web process must not run jobs");
    });
    await web.start();
    for (const worker of workers) await worker.start();
    const jobs = [];
    for (let n = 0; n < 12; n++) jobs.push(await web.enqueue("count", { n }));
    await until(
      async () =>
        (await database.db
          .selectFrom("jobs")
          .select("id")
          .where("status", "!=", "succeeded")
          .executeTakeFirst()) === undefined,
      "every job done",
    );
    expect([...ran].sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 12 }, (_, n) => `${n}`),
    );
    const results = await Promise.all(jobs.map((job) => web.get(job.id)));
    expect(results.every((job) => job?.status === "succeeded" && job.attempts === 1)).toBe(true);
    // Both workers took part.
    expect(new Set(results.map((job) => job?.result)).size).toBe(2);
  });

  it("hands a job its worker stopped with back to the queue, where another worker finishes it", async () => {
    const first = make({ concurrency: 1 });
    let started = 0;
    first.register("long", async ({ signal }) => {
      started++;
      await new Promise((_, reject) =>
        signal.addEventListener("abort", () => reject(signal.reason)),
      );
    });
    await first.start();
    const job = await first.enqueue("long", {});
    await until(() => started === 1, "first attempt running");
    await first.stop();
    expect(await first.get(job.id)).toMatchObject({ status: "queued", attempts: 0 });
    const second = make({ concurrency: 1 });
    second.register("long", async () => "done on the second worker");
    await second.start();
    await until(async () => (await second.get(job.id))?.status === "succeeded", "job done");
    expect(await second.get(job.id)).toMatchObject({
      attempts: 1,
      result: "done on the second worker",
    });
  });

  it("hands over jobs queued before pg-boss took over, once, when a runner starts", async () => {
    // The runners' clock (make's) reads this time.
    const now = new Date("2026-05-01T10:00:00Z");
    const row = await insertJob(database.db, {
      type: "waiting",
      payload: { from: "the in-process runner" },
      userId: null,
      maxAttempts: 3,
      runAt: now,
      now,
      maxPendingPerUser: 20,
    });
    const ran: unknown[] = [];
    const runners = [make({ concurrency: 1 }), make({ concurrency: 1 })];
    for (const runner of runners) {
      runner.register("waiting", async ({ payload }) => {
        ran.push(payload);
        return "done";
      });
    }
    await Promise.all(runners.map((runner) => runner.start()));
    await until(async () => (await runners[0].get(row.id))?.status === "succeeded", "job done");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(ran).toEqual([{ from: "the in-process runner" }]);
  });

  it("refuses to start on a database it cannot reach, with the reason", async () => {
    const runner = createPgBossJobRunner({
      db: database.db,
      connectionString: "postgresql://nobody@127.0.0.1:1/none",
      clock: createManualClock(new Date()),
      logger,
    });
    await expect(runner.start()).rejects.toThrow();
  });
});
