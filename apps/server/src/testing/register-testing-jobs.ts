import type { Realtime } from "../realtime/realtime.ts";
import { createRunTestsHandler } from "./run-tests-job.ts";
import { startTestingAutomation } from "./start-testing-automation.ts";
import { RUN_TESTS_JOB, type TestRunDeps } from "./test-run-deps.ts";

const registered = new WeakSet<object>();

/**
 * Registers the 'run-tests' handler with the runner and starts the automatic runs on new versions
 * (once per runner).
 */
export function registerTestingJobs(deps: TestRunDeps & { realtime: Realtime }): void {
  if (registered.has(deps.jobs)) return;
  registered.add(deps.jobs);
  // the run stops itself at its own limit (with the reason); the runner's limit is a backstop
  deps.jobs.register(RUN_TESTS_JOB, createRunTestsHandler(deps), {
    timeoutSeconds: deps.limits.runTimeoutSeconds + 30,
  });
  startTestingAutomation(deps);
}
