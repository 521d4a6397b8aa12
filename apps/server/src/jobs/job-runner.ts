import type { JobEvent, JobStatus } from "@contract-platform/api";
import { HttpError } from "../http/http-error.ts";

export interface Job<P = unknown, R = unknown> {
  id: string;
  type: string;
  status: JobStatus;
  payload: P;
  progress: number;
  progressMessage: string | null;
  result: R | null;
  error: string | null;
  attempts: number;
  maxAttempts: number;
  userId: string | null;
  runAt: Date;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

export interface JobContext<P> {
  job: { id: string; type: string; attempt: number; userId: string | null };
  payload: P;
  /** Records progress (0–100) with an optional message and publishes a job event. */
  progress(percent: number, message?: string): Promise<void>;
  /**
   * Aborted when the runner stops (reason: an AbortError) or the job runs out of time (reason: a
   * JobTimeoutError; the job then fails without another attempt); a handler should stop soon
   * after, and treat a JobTimeoutError as its last attempt.
   */
  signal: AbortSignal;
}

/** Does the work of one job; what it returns is stored as the job's result (JSON). */
export type JobHandler<P = unknown, R = unknown> = (context: JobContext<P>) => Promise<R>;

export interface EnqueueOptions {
  userId?: string | null;
  /** Attempts before the job is marked failed (default 3). */
  maxAttempts?: number;
  /** Earliest time to run (default now). */
  runAt?: Date;
}

export interface RegisterOptions {
  /** Time limit of this job type, unless JOB_TIMEOUT_SECONDS_<TYPE> sets one (default JOB_TIMEOUT_SECONDS). */
  timeoutSeconds?: number;
}

/** Limits every runner keeps (from the JOB_* settings). */
export interface JobLimits {
  /** Time limit of a job whose type sets none. */
  timeoutSeconds: number;
  /** Time limits by job type, overriding what the type registered. */
  timeoutSecondsByType: Record<string, number>;
  /** Jobs one user may have waiting or running; enqueue throws JobLimitError beyond. */
  maxPendingPerUser: number;
  /** Jobs of one user that run at once; the others wait their turn. */
  maxRunningPerUser: number;
}

export const defaultJobLimits: JobLimits = {
  timeoutSeconds: 300,
  timeoutSecondsByType: {},
  maxPendingPerUser: 20,
  maxRunningPerUser: 2,
};

/** The time limit of a job type: configured per type, else registered, else the default. */
export function jobTimeoutSeconds(limits: JobLimits, type: string, registered?: number): number {
  return limits.timeoutSecondsByType[type] ?? registered ?? limits.timeoutSeconds;
}

/** The abort reason of a job that ran out of time; the job fails with this message. */
export class JobTimeoutError extends Error {
  override name = "JobTimeoutError";
  constructor(type: string, seconds: number) {
    super(`The ${type} job took longer than its time limit of ${seconds} s and was stopped`);
  }
}

/** Thrown by enqueue when the user already has as many jobs waiting or running as allowed. */
export class JobLimitError extends HttpError {
  constructor(limit: number) {
    super(
      429,
      "too_many_jobs",
      `You already have ${limit} jobs waiting or running; wait for some of them to finish before starting more`,
    );
  }
}

/**
 * Background work (conversion, analysis, builds). Jobs live in the jobs table, so they survive a
 * restart; handlers are registered per job type; every status or progress change is an event.
 * Every runner keeps the JobLimits: a time limit per job, a cap on each user's waiting and
 * running jobs, and the fair order (lowest turn first, see migration 0050).
 */
export interface JobRunner {
  register<P, R>(type: string, handler: JobHandler<P, R>, options?: RegisterOptions): void;
  enqueue<P>(type: string, payload: P, options?: EnqueueOptions): Promise<Job<P>>;
  get(id: string): Promise<Job | null>;
  onEvent(listener: (event: JobEvent) => void): () => void;
  start(): Promise<void>;
  /** Stops taking jobs, aborts running handlers and puts their jobs back in the queue. */
  stop(): Promise<void>;
  /** Resolves when nothing runs and no job of a registered type is due. */
  whenIdle(): Promise<void>;
  /** Queue figures for the health check; throws when the runner cannot work. */
  check(): Promise<{ queued: number; running: number }>;
}
