import type { JobEvent } from "@contract-platform/api";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createManualClock } from "../clock/manual-clock.ts";
import { createTestDatabase, type TestDatabase } from "../db/test-database.ts";
import { createLogger } from "../logger/create-logger.ts";
import { createInProcessJobRunner } from "./in-process-job-runner.ts";
import type { JobRunner } from "./job-runner.ts";

const logger = createLogger({ level: "silent" });

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 500; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("condition not reached");
}

describe("createInProcessJobRunner", () => {
  let database: TestDatabase;
  const runners: JobRunner[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const runner of runners) await runner.stop();
    await database.close();
  });
  beforeEach(async () => {
    for (const runner of runners.splice(0)) await runner.stop();
    await database.db.deleteFrom("jobs").execute();
  });

  const makeRunner = (
    options: {
      exclusive?: boolean;
      clock?: ReturnType<typeof createManualClock>;
      leaseSeconds?: number;
      concurrency?: number;
    } = {},
  ) => {
    const clock = options.clock ?? createManualClock(new Date("2026-05-01T10:00:00Z"));
    const runner = createInProcessJobRunner({
      db: database.db,
      clock,
      logger,
      exclusive: options.exclusive ?? true,
      leaseSeconds: options.leaseSeconds ?? 60,
      concurrency: options.concurrency,
      stopTimeoutMs: 200,
    });
    runners.push(runner);
    return { runner, clock };
  };

  it("runs a registered job, records progress and result, and emits each change", async () => {
    const { runner } = makeRunner();
    const events: JobEvent[] = [];
    runner.onEvent((event) => events.push(event));
    runner.register<{ a: number; b: number }, { sum: number }>(
      "add",
      async ({ payload, progress, job }) => {
        expect(job.attempt).toBe(1);
        await progress(40, "adding");
        return { sum: payload.a + payload.b };
      },
    );
    await runner.start();
    const job = await runner.enqueue(
      "add",
      { a: 2, b: 3 },
      { userId: "00000000-0000-4000-8000-000000000009" },
    );
    expect(job.status).toBe("queued");
    await runner.whenIdle();
    const done = await runner.get(job.id);
    expect(done).toMatchObject({
      status: "succeeded",
      progress: 100,
      progressMessage: "adding",
      result: { sum: 5 },
      attempts: 1,
      userId: "00000000-0000-4000-8000-000000000009",
    });
    expect(done?.finishedAt?.toISOString()).toBe("2026-05-01T10:00:00.000Z");
    expect(events.map((event) => `${event.status}:${event.progress}`)).toEqual([
      "queued:0",
      "running:0",
      "running:40",
      "succeeded:100",
    ]);
  });

  it("retries a failing job after a backoff measured on the injected clock, then fails it", async () => {
    const { runner, clock } = makeRunner();
    let calls = 0;
    runner.register("flaky", async () => {
      calls++;
      if (calls < 2) throw new Error(`failure ${calls}`);
      return "ok";
    });
    runner.register("broken", async () => {
      throw new Error("always broken");
    });
    await runner.start();
    const flaky = await runner.enqueue("flaky", {});
    const broken = await runner.enqueue("broken", {}, { maxAttempts: 1 });
    await runner.whenIdle();
    expect(await runner.get(flaky.id)).toMatchObject({
      status: "queued",
      attempts: 1,
      error: "failure 1",
    });
    expect(await runner.get(broken.id)).toMatchObject({
      status: "failed",
      attempts: 1,
      error: "always broken",
    });
    await clock.advance(999);
    await runner.whenIdle();
    expect(calls).toBe(1);
    await clock.advance(1);
    await runner.whenIdle();
    expect(await runner.get(flaky.id)).toMatchObject({
      status: "succeeded",
      attempts: 2,
      error: null,
      result: "ok",
    });
  });

  it("waits for runAt and leaves job types it has no handler for", async () => {
    const { runner, clock } = makeRunner();
    const ran: string[] = [];
    runner.register("later", async ({ job }) => {
      ran.push(job.id);
    });
    await runner.start();
    const later = await runner.enqueue("later", {}, { runAt: new Date("2026-05-01T10:05:00Z") });
    const other = await runner.enqueue("someone-else", {});
    await runner.whenIdle();
    expect(ran).toEqual([]);
    await clock.advance(5 * 60_000);
    await runner.whenIdle();
    expect(ran).toEqual([later.id]);
    expect((await runner.get(other.id))?.status).toBe("queued");
  });

  it("keeps to its concurrency", async () => {
    const { runner } = makeRunner();
    const gate = deferred();
    let running = 0;
    let peak = 0;
    runner.register("slow", async () => {
      running++;
      peak = Math.max(peak, running);
      await gate.promise;
      running--;
    });
    await runner.start();
    for (let i = 0; i < 5; i++) await runner.enqueue("slow", { i });
    await until(async () => running === 2);
    gate.resolve();
    await runner.whenIdle();
    expect(peak).toBe(2);
    const rows = await database.db.selectFrom("jobs").select("status").execute();
    expect(rows.every((row) => row.status === "succeeded")).toBe(true);
  });

  it("on stop, aborts running handlers and puts their jobs back without using up an attempt", async () => {
    const first = makeRunner();
    const started = deferred();
    first.runner.register("long", ({ signal }) => {
      started.resolve();
      return new Promise((_, reject) =>
        signal.addEventListener("abort", () => reject(signal.reason)),
      );
    });
    await first.runner.start();
    const job = await first.runner.enqueue("long", {});
    await started.promise;
    await first.runner.stop();
    expect(await first.runner.get(job.id)).toMatchObject({ status: "queued", attempts: 0 });

    const second = makeRunner();
    second.runner.register("long", async () => "finished after restart");
    await second.runner.start();
    await second.runner.whenIdle();
    expect(await second.runner.get(job.id)).toMatchObject({
      status: "succeeded",
      attempts: 1,
      result: "finished after restart",
    });
  });

  it("after a crash, the next start of the embedded runner picks the interrupted job up again", async () => {
    // One slot, held by the job below: the runner left behind takes no job after it.
    const crashed = makeRunner({ concurrency: 1 });
    const started = deferred();
    const never = new Promise<never>(() => {});
    crashed.runner.register("work", async () => {
      started.resolve();
      return never;
    });
    await crashed.runner.start();
    const job = await crashed.runner.enqueue("work", { n: 1 });
    await started.promise;
    // The process dies here: no stop(). A new process opens the same database.
    runners.splice(runners.indexOf(crashed.runner), 1);
    expect((await crashed.runner.get(job.id))?.status).toBe("running");

    const restarted = makeRunner({ exclusive: true });
    restarted.runner.register("work", async ({ payload }) => payload);
    await restarted.runner.start();
    await restarted.runner.whenIdle();
    expect(await restarted.runner.get(job.id)).toMatchObject({
      status: "succeeded",
      attempts: 2,
      result: { n: 1 },
    });
  });

  it("with a shared database, re-queues a job whose runner stopped heartbeating after the lease", async () => {
    const deadClock = createManualClock(new Date("2026-05-01T10:00:00Z"));
    const dead = makeRunner({
      exclusive: false,
      clock: deadClock,
      leaseSeconds: 30,
      concurrency: 1,
    });
    const started = deferred();
    dead.runner.register("work", async () => {
      started.resolve();
      return new Promise<never>(() => {});
    });
    await dead.runner.start();
    const job = await dead.runner.enqueue("work", {});
    await started.promise;
    runners.splice(runners.indexOf(dead.runner), 1);

    const liveClock = createManualClock(new Date("2026-05-01T10:00:00Z"));
    const live = makeRunner({ exclusive: false, clock: liveClock, leaseSeconds: 30 });
    live.runner.register("work", async () => "rescued");
    await live.runner.start();
    await live.runner.whenIdle();
    expect((await live.runner.get(job.id))?.status).toBe("running");
    await liveClock.advance(29_000);
    await live.runner.whenIdle();
    expect((await live.runner.get(job.id))?.status).toBe("running");
    await liveClock.advance(11_000);
    await until(async () => (await live.runner.get(job.id))?.status === "succeeded");
    expect(await live.runner.get(job.id)).toMatchObject({ status: "succeeded", result: "rescued" });
  });

  it("reports queue figures for the health check, and fails it when stopped", async () => {
    const { runner } = makeRunner();
    await runner.start();
    await runner.enqueue("unhandled", {});
    expect(await runner.check()).toEqual({ queued: 1, running: 0 });
    await runner.stop();
    await expect(runner.check()).rejects.toThrow("Job runner is not running");
  });
});
