import type { JobEvent } from "@contract-platform/api";
import type { Clock } from "../clock/clock.ts";
import type { Config } from "../config/load-config.ts";
import type { DatabaseHandle } from "../db/create-database.ts";
import type { Logger } from "../logger/create-logger.ts";
import { createInProcessJobRunner } from "./in-process-job-runner.ts";
import type { JobRunner } from "./job-runner.ts";
import { createPgBossJobRunner } from "./pg-boss-job-runner.ts";

/**
 * The job runner the configuration asks for: in-process (the default; the only one on PGlite),
 * or pg-boss on PostgreSQL (JOB_RUNNER=pg-boss), where `npm run worker` processes take the jobs.
 */
export function createJobRunner(options: {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  logger: Logger;
  publish?: (event: JobEvent) => Promise<void>;
}): JobRunner {
  const { config, database, clock, logger, publish } = options;
  const { runner, concurrency, leaseSeconds, limits } = config.jobs;
  if (runner === "pg-boss") {
    if (database.kind !== "postgres" || !config.databaseUrl) {
      throw new Error(
        "JOB_RUNNER=pg-boss needs a PostgreSQL server (DATABASE_URL); the embedded database (PGlite) runs jobs in-process: leave JOB_RUNNER unset",
      );
    }
    return createPgBossJobRunner({
      db: database.db,
      connectionString: config.databaseUrl,
      clock,
      logger,
      publish,
      concurrency,
      leaseSeconds,
      limits,
    });
  }
  return createInProcessJobRunner({
    db: database.db,
    clock,
    logger,
    publish,
    concurrency,
    leaseSeconds,
    limits,
    exclusive: database.kind === "pglite",
  });
}
