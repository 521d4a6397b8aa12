import { spawnSync } from "node:child_process";

export type FixtureTask =
  | { kind: "echo"; value: unknown }
  | { kind: "progress"; steps: number }
  | { kind: "fail" }
  | { kind: "spin" }
  | { kind: "spawn-and-hang"; pidFile: string };

/** Work for createProcessRunner's tests, run in its worker processes. */
export function runFixture(
  task: FixtureTask,
  onProgress: (percent: number, message: string) => void,
): unknown {
  switch (task.kind) {
    case "echo":
      return { value: task.value, pid: process.pid };
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
