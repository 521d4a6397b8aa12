import type { AuthRuntime } from "./auth/auth-runtime.ts";
import type { AuthContext, VerifiedBearer } from "./auth/authenticate-request.ts";
import type { Clock } from "./clock/clock.ts";
import type { Config } from "./config/load-config.ts";
import type { ContractListCache } from "./contracts/contract-list-cache.ts";
import type { Db } from "./db/create-database.ts";
import type { JobRunner } from "./jobs/job-runner.ts";
import type { Logger } from "./logger/create-logger.ts";
import type { Realtime } from "./realtime/realtime.ts";
import type { Storage } from "./storage/storage.ts";

/** Everything the HTTP app needs, built by start-server (or by a test) and passed in. */
export interface AppDeps {
  config: Config;
  db: Db;
  storage: Storage;
  jobs: JobRunner;
  realtime: Realtime;
  clock: Clock;
  logger: Logger;
  /** The contracts list's answers (ADR 109); without it every list request asks the database. */
  listCache?: ContractListCache;
  /** Auth keys and settings; built from config by createApp when not given. */
  auth?: AuthRuntime;
}

/** Hono environment: per-request values set by the middleware. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    /**
     * The signed-in caller (valid bearer token on an active session), or null; undefined until the
     * route checks the session itself (see authMiddleware's checkedByRoute).
     */
    auth: AuthContext | null | undefined;
    /** The request's bearer token when it verified (its session checked or not), or null. */
    bearer: VerifiedBearer | null;
  };
}
