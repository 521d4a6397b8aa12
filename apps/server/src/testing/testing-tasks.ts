import type { WorkerProgress } from "../jobs/create-process-runner.ts";
import {
  type CompareOnBothSidesInput,
  type CompareOnBothSidesResult,
  compareOnBothSides,
} from "./compare-on-both-sides.ts";
import {
  type DescribedInterface,
  type DescribeInterfaceInput,
  describeInterface,
} from "./describe-interface.ts";
import {
  type FuzzOnBothSidesInput,
  type FuzzOnBothSidesResult,
  fuzzOnBothSides,
} from "./fuzz-on-both-sides.ts";
import { generateStarterOnEvm } from "./generate-starter-on-evm.ts";
import { type RecordOnEvmInput, type RecordOnEvmResult, recordOnEvm } from "./record-on-evm.ts";

/** Work the testing feature does off the main thread (solc, the EVM), one kind per `task`. */
export type TestingTask =
  | ({ task: "interface" } & DescribeInterfaceInput)
  | ({ task: "record" } & RecordOnEvmInput)
  | { task: "starter"; fileName: string; source: string; contract: string | null }
  | ({ task: "compare" } & CompareOnBothSidesInput)
  | ({ task: "fuzz" } & FuzzOnBothSidesInput);

export type TestingTaskResult<T extends TestingTask["task"]> = T extends "interface"
  ? DescribedInterface
  : T extends "record"
    ? RecordOnEvmResult
    : T extends "starter"
      ? Awaited<ReturnType<typeof generateStarterOnEvm>>
      : T extends "compare"
        ? CompareOnBothSidesResult
        : T extends "fuzz"
          ? FuzzOnBothSidesResult
          : never;

/** Runs one task; called in the testing worker process. */
export async function runTestingTaskHere(
  input: TestingTask,
  onProgress: WorkerProgress,
): Promise<unknown> {
  switch (input.task) {
    case "interface":
      return describeInterface(input);
    case "record":
      return recordOnEvm(input);
    case "starter":
      return generateStarterOnEvm(input);
    case "compare":
      return compareOnBothSides(input);
    case "fuzz":
      return fuzzOnBothSides(input, onProgress);
  }
}
