import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

export type FixtureTask =
  | { kind: "echo"; value: unknown }
  | { kind: "progress"; steps: number }
  | { kind: "fail" }
  | { kind: "spin" }
  | { kind: "wait"; ms: number }
  | { kind: "spawn-and-hang"; pidFile: string };

let warmedUp = false;

/**
 * The warm-up of createProcessRunner's tests: records that it ran (echo answers `warm`) and, when
 * PROCESS_RUNNER_WARM_DIR is set, leaves a file named after this process's pid there.
 */
export function warmUpFixture(): void {
  warmedUp = true;
  const dir = process.env.PROCESS_RUNNER_WARM_DIR;
  if (dir) writeFileSync(join(dir, String(process.pid)), "");
}

/** Work for createProcessRunner's tests, run in its worker processes. */
export function runFixture(
  task: FixtureTask,
  onProgress: (percent: number, message: string) => void,
): unknown {
  switch (task.kind) {
    case "echo":
      return { value: task.value, pid: process.pid, warm: warmedUp };
    case "wait":
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, task.ms);
      return { pid: process.pid };
    case "progress":
      for (let i = 1; i <= task.steps; i++) onProgress(i * 10, `step ${i}`);
      return "done";
    case "fail":
      throw new TypeError("the fixture failed on purpose");
    case "spin":
      onProgress(0, "spinning");
      for (;;) {
        // busy forever, never yielding to the event loop
      }
    case "spawn-and-hang":
      // Blocks this process in spawnSync on a child that records its pid and sleeps.
      spawnSync("sh", ["-c", `echo $$ > '${task.pidFile}'; exec sleep 120`]);
      return "woke up";
  }
}
