import type { JobEvent, JobStatus } from "@contract-platform/api";

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
  /** Aborted when the runner stops; a handler should stop soon after. */
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

/**
 * Background work (conversion, analysis, builds). Jobs live in the jobs table, so they survive a
 * restart; handlers are registered per job type; every status or progress change is an event.
 */
export interface JobRunner {
  register<P, R>(type: string, handler: JobHandler<P, R>): void;
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
