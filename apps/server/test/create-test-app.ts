import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Hono } from "hono";
import type { AppDeps, AppEnv } from "../src/app-env.ts";
import { createManualClock, type ManualClock } from "../src/clock/manual-clock.ts";
import { loadConfig } from "../src/config/load-config.ts";
import { startContractListCache } from "../src/contracts/start-contract-list-cache.ts";
import { createApp } from "../src/create-app.ts";
import { createTestDatabase, type TestDatabase } from "../src/db/test-database.ts";
import { createInProcessJobRunner } from "../src/jobs/in-process-job-runner.ts";
import { createLogger } from "../src/logger/create-logger.ts";
import { createRealtime } from "../src/realtime/realtime.ts";
import { createLocalStorage } from "../src/storage/local-storage.ts";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  database: TestDatabase;
  clock: ManualClock;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real app over a fresh test database (PGlite in memory, or PostgreSQL with
 * TEST_DATABASE_URL), local storage in a temporary directory and a manual clock.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { setup?: (deps: AppDeps) => void; routes?: (app: Hono<AppEnv>) => void } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "cp-server-test-"));
  const config = loadConfig(
    { LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent", DATA_DIR: dataDir, ...env },
    dataDir,
  );
  const database = await createTestDatabase();
  const clock = createManualClock(new Date("2026-03-01T12:00:00.000Z"));
  const logger = createLogger({ level: config.logLevel });
  const realtime = createRealtime({ database, logger });
  await realtime.start();
  const listCache =
    config.contractListCacheBytes > 0
      ? await startContractListCache({ database, maxBytes: config.contractListCacheBytes, logger })
      : undefined;
  const jobs = createInProcessJobRunner({
    db: database.db,
    clock,
    logger,
    publish: (event) => realtime.publishJobEvent(event),
    limits: config.jobs.limits,
    exclusive: database.kind === "pglite",
  });
  const deps: AppDeps = {
    config,
    db: database.db,
    storage: createLocalStorage(join(dataDir, "storage")),
    jobs,
    realtime,
    clock,
    logger,
    listCache: listCache?.cache,
  };
  options.setup?.(deps);
  await jobs.start();
  return {
    app: createApp(deps, { routes: options.routes }),
    deps,
    database,
    clock,
    dataDir,
    async close() {
      await jobs.stop();
      await listCache?.stop();
      await realtime.stop();
      await database.close();
    },
  };
}
