import type { WorkerProgress } from "../jobs/create-process-runner.ts";
import {
  type DescribedInterface,
  type DescribeInterfaceInput,
  describeInterface,
} from "./describe-interface.ts";

/** Work the testing feature does off the main thread (solc, the EVM), one kind per `task`. */
export type TestingTask = { task: "interface" } & DescribeInterfaceInput;

export type TestingTaskResult<T extends TestingTask["task"]> = T extends "interface"
  ? DescribedInterface
  : never;

/** Runs one task; called in the testing worker process. */
export async function runTestingTaskHere(
  input: TestingTask,
  _onProgress: WorkerProgress,
): Promise<unknown> {
  switch (input.task) {
    case "interface":
      return describeInterface(input);
  }
}
