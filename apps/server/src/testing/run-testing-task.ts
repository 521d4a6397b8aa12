import { createThreadRunner, type ThreadRunOptions } from "../jobs/create-thread-runner.ts";
import { runTestingTaskHere, type TestingTask, type TestingTaskResult } from "./testing-tasks.ts";

const testingThread = createThreadRunner<TestingTask, unknown>({
  url: new URL("./testing-worker.mjs", import.meta.url),
  label: "testing",
  fallback: runTestingTaskHere,
});

/**
 * Runs a testing task (compile, record on the EVM, ...) in a worker thread so the server keeps
 * answering; an abort terminates the worker at once.
 */
export async function runTestingTask<T extends TestingTask>(
  input: T,
  options?: ThreadRunOptions,
): Promise<TestingTaskResult<T["task"]>> {
  return (await testingThread.run(input, options)) as TestingTaskResult<T["task"]>;
}
