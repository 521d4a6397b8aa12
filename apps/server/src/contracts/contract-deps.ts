import type { AuthContext } from "../auth/authenticate-request.ts";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/create-database.ts";
import type { JobRunner } from "../jobs/job-runner.ts";
import type { Logger } from "../logger/create-logger.ts";
import type { Storage } from "../storage/storage.ts";
import type { ContractListCache } from "./contract-list-cache.ts";

/** What the contract functions take. */
export interface ContractDeps {
  db: Db;
  storage: Storage;
  jobs: JobRunner;
  clock: Clock;
  logger: Logger;
  /** The contracts list's answers (ADR 109). */
  listCache?: ContractListCache;
  /** Longest one file check (parsing an upload) may take; FILE_CHECK_TIMEOUT_SECONDS. */
  fileCheckTimeoutMs?: number;
}

/** The signed-in caller as the contract functions see it. */
export type Caller = Pick<AuthContext, "userId" | "role">;

/** Bucket of uploaded sources: `<userId>/<contractId>/<fileName>`. */
export const CONTRACT_SOURCES_BUCKET = "contract_sources";

export const CONVERT_CONTRACT_JOB = "convert-contract";
export const CONVERT_MAX_ATTEMPTS = 3;
