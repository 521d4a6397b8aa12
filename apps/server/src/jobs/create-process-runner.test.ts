import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { FixtureTask } from "../../test/process-runner-fixture.ts";
import { createManualClock } from "../clock/manual-clock.ts";
import { createProcessRunner } from "./create-process-runner.ts";

const fixture = new URL("../../test/process-runner-fixture.ts", import.meta.url);
const runner = createProcessRunner<FixtureTask, unknown>({
  module: fixture,
  exportName: "runFixture",
  label: "fixture",
});
afterAll(() => runner.stop());

/** Waits (real time, bounded) until `condition` holds. */
async function eventually(condition: () => boolean, what: string) {
  for (let i = 0; i < 600; i++) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up waiting for ${what}`);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("createProcessRunner", () => {
  it("runs the function in another process, reusing it, with progress before the result", async () => {
    const first = (await runner.run({ kind: "echo", value: { a: [1, 2] } })) as { pid: number };
    const second = (await runner.run({ kind: "echo", value: "x" })) as { pid: number };
    expect(first).toMatchObject({ value: { a: [1, 2] } });
    expect(first.pid).not.toBe(process.pid);
    expect(second.pid).toBe(first.pid);
    const steps: string[] = [];
    const done = await runner.run(
      { kind: "progress", steps: 3 },
      { onProgress: (percent, message) => steps.push(`${percent} ${message}`) },
    );
    expect(done).toBe("done");
    expect(steps).toEqual(["10 step 1", "20 step 2", "30 step 3"]);
  });

  it("keeps the error's name and message", async () => {
    await expect(runner.run({ kind: "fail" })).rejects.toMatchObject({
      name: "TypeError",
      message: "the fixture failed on purpose",
    });
    await expect(runner.run({ kind: "echo", value: 1 })).resolves.toMatchObject({ value: 1 });
  });

  it("on abort kills a worker blocked in spawnSync together with the process it started", async () => {
    const pidFile = join(mkdtempSync(join(tmpdir(), "process-runner-")), "pid");
    const controller = new AbortController();
    const pending = runner.run({ kind: "spawn-and-hang", pidFile }, { signal: controller.signal });
    await eventually(
      () => existsSync(pidFile) && readFileSync(pidFile, "utf8").trim() !== "",
      "the sleeper",
    );
    const sleeper = Number(readFileSync(pidFile, "utf8"));
    expect(alive(sleeper)).toBe(true);
    controller.abort(Object.assign(new Error("stop now"), { name: "AbortError" }));
    await expect(pending).rejects.toThrow("stop now");
    await eventually(() => !alive(sleeper), "the sleeper to end");
    await expect(runner.run({ kind: "echo", value: 2 })).resolves.toMatchObject({ value: 2 });
  });

  it("stops a run that exceeds its time limit on the given clock, and the next run works", async () => {
    const clock = createManualClock();
    let spinning = false;
    const pending = runner.run(
      { kind: "spin" },
      { timeout: { ms: 5_000, clock }, onProgress: () => (spinning = true) },
    );
    await eventually(() => spinning, "the run to start");
    let settled = false;
    pending
      .catch(() => {})
      .finally(() => {
        settled = true;
      });
    await clock.advance(4_999);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    await clock.advance(1);
    await expect(pending).rejects.toMatchObject({
      name: "TimeoutError",
      message: "fixture took longer than 5 s and was stopped",
    });
    await expect(runner.run({ kind: "echo", value: 3 })).resolves.toMatchObject({ value: 3 });
  });

  it("runs at most maxProcesses at once; the others wait for a free worker", async () => {
    const single = createProcessRunner<FixtureTask, unknown>({
      module: fixture,
      exportName: "runFixture",
      label: "single",
      maxProcesses: 1,
    });
    try {
      const controller = new AbortController();
      const busy = single.run({ kind: "spin" }, { signal: controller.signal });
      let waited = false;
      const next = single.run({ kind: "echo", value: "after" }).finally(() => {
        waited = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(waited).toBe(false);
      controller.abort(Object.assign(new Error("enough"), { name: "AbortError" }));
      await expect(busy).rejects.toThrow("enough");
      await expect(next).resolves.toMatchObject({ value: "after" });
    } finally {
      await single.stop();
    }
  });

  it("stop() ends runs in progress; a later run starts a new worker", async () => {
    const before = (await runner.run({ kind: "echo", value: 0 })) as { pid: number };
    const pending = runner.run({ kind: "spin" });
    await runner.stop();
    await expect(pending).rejects.toThrow("fixture worker stopped");
    const after = (await runner.run({ kind: "echo", value: 0 })) as { pid: number };
    expect(after.pid).not.toBe(before.pid);
  });
});

describe("createProcessRunner warm workers", () => {
  const warmDir = mkdtempSync(join(tmpdir(), "process-runner-warm-"));
  process.env.PROCESS_RUNNER_WARM_DIR = warmDir;
  const warmPids = () => readdirSync(warmDir).map(Number);
  const pool = createProcessRunner<FixtureTask, unknown>({
    module: fixture,
    exportName: "runFixture",
    warmUp: "warmUpFixture",
    label: "pool",
  });
  afterAll(async () => {
    await pool.stop();
    delete process.env.PROCESS_RUNNER_WARM_DIR;
  });

  it("starts the pool's workers at once, warmed up, and runs on them without starting others", async () => {
    pool.prestart(2);
    await pool.whenWarm();
    const started = warmPids();
    expect(started).toHaveLength(2);
    expect(started.every(alive)).toBe(true);
    const both = (await Promise.all([
      pool.run({ kind: "wait", ms: 400 }),
      pool.run({ kind: "wait", ms: 400 }),
    ])) as { pid: number }[];
    expect(both.map((r) => r.pid).sort()).toEqual([...started].sort());
    const echo = (await pool.run({ kind: "echo", value: 1 })) as { pid: number; warm: boolean };
    expect(echo.warm).toBe(true);
    expect(started).toContain(echo.pid);
    // Both stay alive between runs (the pool, not maxIdle's default of 1).
    expect(started.every(alive)).toBe(true);
    expect(warmPids()).toHaveLength(2);
  });

  it("replaces a warm worker that crashed, and one killed for its time limit", async () => {
    const [crashed] = warmPids();
    process.kill(crashed, "SIGKILL");
    await eventually(() => warmPids().length === 3, "a replacement worker");
    await pool.whenWarm();
    const clock = createManualClock();
    let spinning = false;
    const pending = pool.run(
      { kind: "spin" },
      { timeout: { ms: 1_000, clock }, onProgress: () => (spinning = true) },
    );
    pending.catch(() => {});
    await eventually(() => spinning, "the run to start");
    await clock.advance(1_000);
    await expect(pending).rejects.toMatchObject({ name: "TimeoutError" });
    await eventually(() => warmPids().length === 4, "a second replacement worker");
    await pool.whenWarm();
    expect(warmPids().filter(alive)).toHaveLength(2);
    await expect(pool.run({ kind: "echo", value: 2 })).resolves.toMatchObject({ warm: true });
  });

  it("stop() kills every warm worker and keeps none alive afterwards", async () => {
    const living = warmPids().filter(alive);
    expect(living).toHaveLength(2);
    await pool.stop();
    await eventually(() => living.every((pid) => !alive(pid)), "the warm workers to end");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(warmPids().filter(alive)).toEqual([]);
  });
});
