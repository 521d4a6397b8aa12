import type { Config } from "../config/load-config.ts";
import type { TestingDeps } from "./testing-deps.ts";

export const RUN_TESTS_JOB = "run-tests";

/** What the test-run functions take: the testing deps, the run limits and the build toolchain. */
export type TestRunDeps = TestingDeps & { limits: Config["testing"]; toolchain: Config["builds"] };

export interface RunTestsJobPayload {
  runId: string;
}

/** A scenario as a run keeps it: what it was when the run started. */
export interface RunScenario {
  id: string;
  name: string;
  body: Record<string, unknown>;
}
