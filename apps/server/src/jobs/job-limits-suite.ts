import { expect, it } from "vitest";
import type { ManualClock } from "../clock/manual-clock.ts";
import type { Db } from "../db/create-database.ts";
import { JobLimitError, type JobLimits, type JobRunner } from "./job-runner.ts";

/** How a runner under test is made: every runner must keep the same limits and order. */
export type MakeLimitedRunner = (options: {
  limits: Partial<JobLimits>;
  concurrency: number;
}) => Promise<{ runner: JobRunner; clock: ManualClock }>;

const ALICE = "00000000-0000-4000-8000-00000000000a";
const BOB = "00000000-0000-4000-8000-00000000000b";
const CAROL = "00000000-0000-4000-8000-00000000000c";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Polls (real time, bounded) until `check` holds. */
export async function until(
  check: () => Promise<boolean> | boolean,
  what: string | (() => string) = "condition",
) {
  for (let i = 0; i < 1000; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${typeof what === "function" ? what() : what} not reached`);
}

/**
 * The time limit, per-user caps and fair order every JobRunner keeps, as tests run against the
 * runner `make` builds over `db()` (jobs are cleared before each by the caller).
 */
export function jobLimitTests(make: MakeLimitedRunner, db: () => Db) {
  const status = async (id: string) =>
    (await db().selectFrom("jobs").select("status").where("id", "=", id).executeTakeFirst())
      ?.status;

  it("fails a job that outlives its time limit at once, with the reason, and tries no more", async () => {
    const { runner, clock } = await make({ limits: { timeoutSeconds: 5 }, concurrency: 1 });
    const reasons: unknown[] = [];
    runner.register("slow", ({ signal }) => {
      return new Promise((_, reject) => {
        signal.addEventListener("abort", () => {
          reasons.push(signal.reason);
          reject(signal.reason);
        });
      });
    });
    await runner.start();
    const job = await runner.enqueue("slow", {}, { userId: ALICE, maxAttempts: 3 });
    await until(async () => (await status(job.id)) === "running", "job running");
    await clock.advance(4_999);
    expect(await status(job.id)).toBe("running");
    await clock.advance(1);
    await runner.whenIdle();
    const failed = await runner.get(job.id);
    expect(failed).toMatchObject({
      status: "failed",
      attempts: 1,
      error: "The slow job took longer than its time limit of 5 s and was stopped",
    });
    expect(reasons).toEqual([expect.objectContaining({ name: "JobTimeoutError" })]);
  });

  it("takes the time limit set for the job type over the one it registered, over the default", async () => {
    const { runner, clock } = await make({
      limits: { timeoutSeconds: 100, timeoutSecondsByType: { configured: 2 } },
      concurrency: 2,
    });
    const waitForAbort: Parameters<JobRunner["register"]>[1] = ({ signal }) =>
      new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason)));
    runner.register("configured", waitForAbort, { timeoutSeconds: 50 });
    runner.register("registered", waitForAbort, { timeoutSeconds: 3 });
    await runner.start();
    const configured = await runner.enqueue("configured", {}, { userId: ALICE });
    const registered = await runner.enqueue("registered", {}, { userId: BOB });
    await until(async () => (await status(registered.id)) === "running", "both running");
    await until(async () => (await status(configured.id)) === "running", "both running");
    await clock.advance(2_000);
    await until(async () => (await status(configured.id)) === "failed", "configured fails");
    expect(await status(registered.id)).toBe("running");
    await clock.advance(1_000);
    await until(async () => (await status(registered.id)) === "failed", "registered fails");
  });

  it("fails a job whose handler ignores the abort after a grace period, freeing its slot", async () => {
    const { runner, clock } = await make({ limits: { timeoutSeconds: 1 }, concurrency: 1 });
    const ran: string[] = [];
    runner.register<{ name: string }, null>("stubborn", async ({ payload }) => {
      ran.push(payload.name);
      if (payload.name === "first") await new Promise(() => {});
      return null;
    });
    await runner.start();
    const first = await runner.enqueue("stubborn", { name: "first" }, { userId: ALICE });
    const second = await runner.enqueue("stubborn", { name: "second" }, { userId: BOB });
    await until(() => ran.length === 1, "first running");
    await clock.advance(1_000);
    expect(await status(first.id)).toBe("running");
    await clock.advance(10_000);
    await until(async () => (await status(second.id)) === "succeeded", "second done");
    expect(await runner.get(first.id)).toMatchObject({
      status: "failed",
      error: "The stubborn job took longer than its time limit of 1 s and was stopped",
    });
    expect(ran).toEqual(["first", "second"]);
  });

  it("refuses a user's jobs beyond the pending cap with 429, exactly, even when enqueued at once", async () => {
    const { runner } = await make({ limits: { maxPendingPerUser: 5 }, concurrency: 1 });
    await runner.start();
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => runner.enqueue("unhandled", { i }, { userId: ALICE })),
    );
    const accepted = attempts.filter((a) => a.status === "fulfilled");
    const refused = attempts.flatMap((a) => (a.status === "rejected" ? [a.reason] : []));
    expect(accepted).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const error of refused) {
      expect(error).toBeInstanceOf(JobLimitError);
      expect(error).toMatchObject({
        status: 429,
        code: "too_many_jobs",
        message:
          "You already have 5 jobs waiting or running; wait for some of them to finish before starting more",
      });
    }
    // Other users are not affected, and a finished job makes room again.
    await expect(runner.enqueue("unhandled", {}, { userId: BOB })).resolves.toBeTruthy();
    const done = (accepted[0] as PromiseFulfilledResult<{ id: string }>).value;
    await db().updateTable("jobs").set({ status: "succeeded" }).where("id", "=", done.id).execute();
    await expect(runner.enqueue("unhandled", {}, { userId: ALICE })).resolves.toBeTruthy();
  });

  it("runs users' jobs in turns, not in the order they came", async () => {
    const { runner } = await make({ limits: {}, concurrency: 1 });
    const order: string[] = [];
    const allQueued = deferred();
    runner.register<{ name: string }, null>("turns", async ({ payload }) => {
      order.push(payload.name);
      // The first job holds the only slot until all of them are queued.
      await allQueued.promise;
      return null;
    });
    await runner.start();
    for (const [user, names] of [
      [ALICE, ["a1", "a2", "a3", "a4"]],
      [BOB, ["b1", "b2"]],
      [CAROL, ["c1"]],
    ] as const) {
      for (const name of names) await runner.enqueue("turns", { name }, { userId: user });
    }
    allQueued.resolve();
    await until(
      () => order.length === 7,
      () => `all run (ran ${order})`,
    );
    await runner.whenIdle();
    expect(order).toEqual(["a1", "b1", "c1", "a2", "b2", "a3", "a4"]);
  });

  it("runs no more of one user's jobs at once than the running cap, while others use the slots", async () => {
    const { runner } = await make({ limits: { maxRunningPerUser: 1 }, concurrency: 3 });
    const gates = new Map<string, ReturnType<typeof deferred>>();
    const running = new Set<string>();
    runner.register<{ name: string }, null>("gated", async ({ payload }) => {
      running.add(payload.name);
      const gate = deferred();
      gates.set(payload.name, gate);
      await gate.promise;
      running.delete(payload.name);
      return null;
    });
    await runner.start();
    for (const name of ["a1", "a2", "a3"]) {
      await runner.enqueue("gated", { name }, { userId: ALICE });
    }
    await runner.enqueue("gated", { name: "b1" }, { userId: BOB });
    await until(() => running.has("a1") && running.has("b1"), "a1 and b1 running");
    expect([...running].sort()).toEqual(["a1", "b1"]);
    gates.get("a1")!.resolve();
    await until(() => running.has("a2"), "a2 running");
    expect([...running].sort()).toEqual(["a2", "b1"]);
    gates.get("b1")!.resolve();
    gates.get("a2")!.resolve();
    await until(() => running.has("a3"), "a3 running");
    gates.get("a3")!.resolve();
    await runner.whenIdle();
  });
}
