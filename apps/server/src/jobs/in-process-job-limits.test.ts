import { afterAll, beforeAll, beforeEach, describe } from "vitest";
import { createManualClock } from "../clock/manual-clock.ts";
import { createTestDatabase, type TestDatabase } from "../db/test-database.ts";
import { createLogger } from "../logger/create-logger.ts";
import { createInProcessJobRunner } from "./in-process-job-runner.ts";
import { jobLimitTests } from "./job-limits-suite.ts";
import { defaultJobLimits, type JobRunner } from "./job-runner.ts";

describe("in-process job runner: time limits, per-user caps, fair order", () => {
  let database: TestDatabase;
  const runners: JobRunner[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const runner of runners) await runner.stop();
    await database.close();
  });
  beforeEach(async () => {
    for (const runner of runners.splice(0)) await runner.stop();
    await database.db.deleteFrom("jobs").execute();
  });

  jobLimitTests(
    async ({ limits, concurrency }) => {
      const clock = createManualClock(new Date("2026-05-01T10:00:00Z"));
      const runner = createInProcessJobRunner({
        db: database.db,
        clock,
        logger: createLogger({ level: (process.env.TEST_LOG_LEVEL as "silent") ?? "silent" }),
        exclusive: database.kind === "pglite",
        concurrency,
        limits: { ...defaultJobLimits, ...limits },
        stopTimeoutMs: 200,
      });
      runners.push(runner);
      return { runner, clock };
    },
    () => database.db,
  );
});
