import type { AppDeps } from "./app-env.ts";
import { type Clock, systemClock } from "./clock/clock.ts";
import { type Config, loadConfig } from "./config/load-config.ts";
import { createApp } from "./create-app.ts";
import { createDatabase } from "./db/create-database.ts";
import { runMigrations } from "./db/run-migrations.ts";
import { createJobRunner } from "./jobs/create-job-runner.ts";
import { stopProcessRunners } from "./jobs/create-process-runner.ts";
import { createLogger } from "./logger/create-logger.ts";
import { createRealtime } from "./realtime/realtime.ts";
import { createShutdownSteps } from "./shutdown-steps.ts";
import { startWarmWorkers } from "./start-warm-workers.ts";
import { createStorage } from "./storage/create-storage.ts";

export interface RunningWorker {
  deps: AppDeps;
  close(): Promise<void>;
}

/**
 * Starts a worker-only process (`npm run worker`): the same database, storage and job handlers as
 * the web server, no HTTP. It takes jobs from pg-boss, so it needs JOB_RUNNER=pg-boss and a
 * PostgreSQL DATABASE_URL; start as many as the work needs, on any machine that reaches the
 * database and the storage. close() lets running jobs go back to the queue and stops.
 */
export async function startWorker(
  options: { env?: Record<string, string | undefined>; clock?: Clock } = {},
): Promise<RunningWorker> {
  const config: Config = loadConfig(options.env ?? process.env);
  if (config.jobs.runner !== "pg-boss" || !config.databaseUrl) {
    throw new Error(
      "A worker takes jobs from pg-boss on PostgreSQL: set JOB_RUNNER=pg-boss and DATABASE_URL (with the embedded database, `npm start` runs the jobs itself)",
    );
  }
  if (config.jobs.concurrency === 0) {
    throw new Error("JOB_CONCURRENCY is 0: a worker must run at least one job at once");
  }
  const logger = createLogger({ level: config.logLevel, pretty: config.logPretty });
  const shutdown = createShutdownSteps(logger);
  try {
    // Killed last (steps run in reverse), after the jobs that use them stopped.
    shutdown.add(() => stopProcessRunners());
    // Warming up (solc) while the database opens and migrates; awaited before taking jobs.
    const warmWorkers = startWarmWorkers(config, logger);
    const database = await createDatabase({
      kind: "postgres",
      connectionString: config.databaseUrl,
    });
    shutdown.add(() => database.close());
    await runMigrations(database.db);
    const storage = createStorage(config);
    const realtime = createRealtime({ database, logger });
    await realtime.start();
    shutdown.add(() => realtime.stop());
    const clock = options.clock ?? systemClock;
    const jobs = createJobRunner({
      config,
      database,
      clock,
      logger,
      publish: (event) => realtime.publishJobEvent(event),
    });
    const deps: AppDeps = { config, db: database.db, storage, jobs, realtime, clock, logger };
    // Each area registers its job handlers where its routes are built; the app is never served.
    createApp(deps);
    await warmWorkers;
    await jobs.start();
    shutdown.add(() => jobs.stop());
    logger.info(
      { concurrency: config.jobs.concurrency, storage: storage.kind },
      "worker taking jobs",
    );
    return { deps, close: shutdown.runAll };
  } catch (error) {
    await shutdown.runAll();
    throw error;
  }
}
