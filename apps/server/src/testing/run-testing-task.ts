import { createProcessRunner, type ProcessRunOptions } from "../jobs/create-process-runner.ts";
import type { TestingTask, TestingTaskResult } from "./testing-tasks.ts";

const testingProcess = createProcessRunner<TestingTask, unknown>({
  module: new URL("./testing-tasks.ts", import.meta.url),
  exportName: "runTestingTaskHere",
  label: "testing",
});

/**
 * Runs a testing task (compile, record on the EVM, ...) in a worker process so the server keeps
 * answering; an abort kills the worker at once.
 */
export async function runTestingTask<T extends TestingTask>(
  input: T,
  options?: ProcessRunOptions,
): Promise<TestingTaskResult<T["task"]>> {
  return (await testingProcess.run(input, options)) as TestingTaskResult<T["task"]>;
}
