import { join, resolve } from "node:path";
import { serve } from "@hono/node-server";
import type { AppDeps } from "./app-env.ts";
import { startSessionCleanup } from "./auth/start-session-cleanup.ts";
import { type Clock, systemClock } from "./clock/clock.ts";
import { type Config, loadConfig } from "./config/load-config.ts";
import { prestartFileChecks } from "./contracts/check-file.ts";
import { settleInterruptedUploads } from "./contracts/settle-interrupted-uploads.ts";
import { startContractListCache } from "./contracts/start-contract-list-cache.ts";
import { createApp } from "./create-app.ts";
import { createDatabase } from "./db/create-database.ts";
import { runMigrations } from "./db/run-migrations.ts";
import { createJobRunner } from "./jobs/create-job-runner.ts";
import { stopProcessRunners } from "./jobs/create-process-runner.ts";
import { createLogger, type Logger } from "./logger/create-logger.ts";
import { startDeploymentMonitoring } from "./monitoring/start-deployment-monitoring.ts";
import { createRealtime } from "./realtime/realtime.ts";
import { createShutdownSteps } from "./shutdown-steps.ts";
import { startWarmWorkers } from "./start-warm-workers.ts";
import { createStorage } from "./storage/create-storage.ts";

export interface StartServerOptions {
  /** 0 picks a free port. Defaults to PORT (8080). */
  port?: number;
  /** Defaults to DATA_DIR (./data). */
  dataDir?: string;
  /** PostgreSQL instead of PGlite. Defaults to DATABASE_URL. */
  databaseUrl?: string;
  /** Built web app directory. Defaults to WEB_DIST or apps/web/dist. */
  webDist?: string;
  /** Host to bind. Defaults to HOST (0.0.0.0). */
  host?: string;
  /** Defaults to LOG_LEVEL (info). */
  logLevel?: Config["logLevel"];
  /** Other environment variables; defaults to process.env. */
  env?: Record<string, string | undefined>;
  /** Called with the app dependencies before the app is built, e.g. to register job handlers. */
  setup?: (deps: AppDeps) => void | Promise<void>;
  /** Time source for timers, retries and expiries; defaults to the system clock. */
  clock?: Clock;
}

export interface RunningServer {
  url: string;
  port: number;
  deps: AppDeps;
  close(): Promise<void>;
}

/**
 * Starts the whole server: configuration, database (migrated), storage, realtime, job runner and
 * the HTTP app. Options override the environment. close() stops everything in reverse order.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const base = loadConfig(options.env ?? process.env);
  const config: Config = {
    ...base,
    port: options.port ?? base.port,
    host: options.host ?? base.host,
    dataDir: options.dataDir ? resolve(options.dataDir) : base.dataDir,
    databaseUrl: options.databaseUrl ?? base.databaseUrl,
    webDist: options.webDist ? resolve(options.webDist) : base.webDist,
    logLevel: options.logLevel ?? base.logLevel,
  };
  if (options.dataDir && !(options.env ?? process.env).BUILD_CACHE_DIR) {
    config.builds = { ...config.builds, cacheDir: join(config.dataDir, "build-cache") };
  }
  const logger = createLogger({ level: config.logLevel, pretty: config.logPretty });
  const shutdown = createShutdownSteps(logger);

  try {
    // Killed last (steps run in reverse), after the jobs that use them stopped.
    shutdown.add(() => stopProcessRunners());
    // Warming up (solc) while the database opens and migrates; awaited before listening.
    const warmWorkers = Promise.all([startWarmWorkers(config, logger), prestartFileChecks()]);
    const database = await createDatabase(
      config.databaseUrl
        ? { kind: "postgres", connectionString: config.databaseUrl }
        : { kind: "pglite", dataDir: join(config.dataDir, "db") },
    );
    shutdown.add(() => database.close());
    const applied = await runMigrations(database.db);
    if (applied.length > 0) logger.info({ applied }, "applied database migrations");

    const storage = createStorage(config);
    const realtime = createRealtime({ database, logger });
    await realtime.start();
    shutdown.add(() => realtime.stop());

    const listCache =
      config.contractListCacheBytes > 0
        ? await startContractListCache({
            database,
            maxBytes: config.contractListCacheBytes,
            logger,
          })
        : undefined;
    if (listCache) shutdown.add(() => listCache.stop());

    const clock = options.clock ?? systemClock;
    await settleInterruptedUploads({ db: database.db, storage, clock, logger });
    const jobs = createJobRunner({
      config,
      database,
      clock,
      logger,
      publish: (event) => realtime.publishJobEvent(event),
    });
    const deps: AppDeps = {
      config,
      db: database.db,
      storage,
      jobs,
      realtime,
      clock,
      logger,
      listCache: listCache?.cache,
    };
    await options.setup?.(deps);
    await jobs.start();
    shutdown.add(() => jobs.stop());
    const sessionCleanup = startSessionCleanup(
      { db: database.db, clock, logger },
      config.auth.sessionCleanupIntervalSeconds * 1000,
    );
    shutdown.add(() => sessionCleanup.stop());
    const monitoring = startDeploymentMonitoring(
      { db: database.db, jobs, clock, logger },
      config.chains.monitorIntervalSeconds,
    );
    shutdown.add(async () => monitoring.stop());

    await warmWorkers;
    const app = createApp(deps);
    const { server, port } = await listen(app.fetch, config.port, config.host);
    shutdown.add(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Server-sent-event streams never end on their own.
          server.closeAllConnections();
        }),
    );
    const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
    const url = `http://${shownHost}:${port}`;
    logger.info(
      { url, database: database.kind, storage: storage.kind, dataDir: config.dataDir },
      "server listening",
    );
    return { url, port, deps, close: shutdown.runAll };
  } catch (error) {
    await shutdown.runAll();
    throw error;
  }
}

function listen(fetch: Parameters<typeof serve>[0]["fetch"], port: number, hostname: string) {
  return new Promise<{ server: import("node:http").Server; port: number }>((resolve, reject) => {
    const server = serve({ fetch, port, hostname }) as import("node:http").Server;
    server.once("error", reject);
    server.once("listening", () => {
      const address = server.address();
      resolve({ server, port: typeof address === "object" && address ? address.port : port });
    });
  });
}

export type { Logger };
