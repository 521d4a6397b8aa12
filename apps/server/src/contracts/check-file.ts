import type { Clock } from "../clock/clock.ts";
import { HttpError } from "../http/http-error.ts";
import { createProcessRunner, WorkerTimeoutError } from "../jobs/create-process-runner.ts";
import type { FileCheckResult, FileCheckTask } from "./run-file-check-task.ts";

/** Default for FILE_CHECK_TIMEOUT_SECONDS: the longest one file check may take. */
export const FILE_CHECK_TIMEOUT_MS = 10_000;
/** Checks one user may have running or waiting at once; more are refused with 429. */
export const MAX_FILE_CHECKS_PER_USER = 3;
export const TOO_MANY_FILE_CHECKS_MESSAGE =
  "Too many of your files are being checked at once; wait for them to finish and try again";

export interface FileCheckOptions {
  clock: Clock;
  userId: string;
  timeoutMs?: number;
}

/** Two worker processes check files for the whole server; further checks wait their turn. */
const checker = createProcessRunner<FileCheckTask, FileCheckResult>({
  module: new URL("./file-check-worker.ts", import.meta.url),
  exportName: "runFileCheckTask",
  warmUp: "warmUpFileCheck",
  label: "file check",
  maxProcesses: 2,
  maxIdle: 2,
  memoryMb: 1024,
});
const pendingByUser = new Map<string, number>();

/** Checks of this user running or waiting now. */
export function pendingFileChecks(userId: string): number {
  return pendingByUser.get(userId) ?? 0;
}

/**
 * Keeps a file-check worker alive from now on, warmed up, so the first upload does not wait for
 * one; resolves when it is ready.
 */
export function prestartFileChecks(): Promise<void> {
  checker.prestart();
  return checker.whenWarm();
}

/**
 * Runs a file check off the request thread, bounded in time: past `timeoutMs` (counted from when
 * a worker takes it) the worker is killed and the result is `{timedOut: true}`. Each user may
 * have MAX_FILE_CHECKS_PER_USER checks pending; beyond that it throws HttpError 429.
 */
export async function checkFile(
  options: FileCheckOptions,
  task: FileCheckTask,
): Promise<FileCheckResult & { timedOut?: true }> {
  const pending = pendingByUser.get(options.userId) ?? 0;
  if (pending >= MAX_FILE_CHECKS_PER_USER) {
    throw new HttpError(429, "rate_limited", TOO_MANY_FILE_CHECKS_MESSAGE);
  }
  pendingByUser.set(options.userId, pending + 1);
  try {
    return await checker.run(task, {
      timeout: { ms: options.timeoutMs ?? FILE_CHECK_TIMEOUT_MS, clock: options.clock },
    });
  } catch (error) {
    if (error instanceof WorkerTimeoutError) return { timedOut: true };
    throw error;
  } finally {
    const left = (pendingByUser.get(options.userId) ?? 1) - 1;
    if (left > 0) pendingByUser.set(options.userId, left);
    else pendingByUser.delete(options.userId);
  }
}
