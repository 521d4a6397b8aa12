import type { ToolchainConfig } from "@contract-platform/toolchain";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/create-database.ts";
import type { JobRunner } from "../jobs/job-runner.ts";
import type { Logger } from "../logger/create-logger.ts";
import type { Storage } from "../storage/storage.ts";

/** What the build functions take. */
export interface BuildDeps {
  db: Db;
  storage: Storage;
  jobs: JobRunner;
  clock: Clock;
  logger: Logger;
  toolchain: ToolchainConfig;
}

export const BUILD_WASM_JOB = "build-wasm";

/** Optimised wasm artifacts, content-addressed: `<sha256>.wasm`. */
export const WASM_ARTIFACTS_BUCKET = "wasm_artifacts";

export interface BuildJobPayload {
  buildId: string;
}

export function artifactKey(sha256: string): string {
  return `${sha256}.wasm`;
}
