import { toast } from "sonner";
import { reportClientError } from "@/lib/errors/report-error";

/** spec §9 retry helper constants. */
export const RETRY_DEFAULTS = {
  attempts: 3,
  initialDelayMs: 1000,
  multiplier: 2,
  maxDelayMs: 30_000,
  jitterMs: 1000,
} as const;

export interface RetryOptions {
  attempts?: number;
  initialDelayMs?: number;
  multiplier?: number;
  maxDelayMs?: number;
  jitterMs?: number;
  /** Decides whether a failure is worth retrying (default: all). */
  shouldRetry?: (error: unknown) => boolean;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  notify?: { warning: (message: string) => void; error: (message: string) => void };
  /** Where a final failure is logged (default: error_logs through POST /api/error-logs). */
  report?: (error: unknown, operation: string, attempt: number) => void;
}

/** The delay before retry number `retry` (1-based): 1 s doubling, capped at 30 s, plus jitter. */
export function retryDelay(retry: number, options: RetryOptions = {}, random = Math.random) {
  const initial = options.initialDelayMs ?? RETRY_DEFAULTS.initialDelayMs;
  const multiplier = options.multiplier ?? RETRY_DEFAULTS.multiplier;
  const max = options.maxDelayMs ?? RETRY_DEFAULTS.maxDelayMs;
  const jitter = options.jitterMs ?? RETRY_DEFAULTS.jitterMs;
  return Math.min(max, initial * multiplier ** (retry - 1) + Math.floor(random() * jitter));
}

/**
 * Runs `fn` up to 3 times with toasts: '{operation} failed, retrying in Ns... (i/3)' before each
 * retry and '{operation} failed after 3 attempts' when it gives up, logging that last failure in
 * error_logs with the operation and attempt (spec §3).
 */
export async function retryWithToasts<T>(
  operation: string,
  fn: () => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? RETRY_DEFAULTS.attempts;
  const sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  const notify = options.notify ?? {
    warning: (message: string) => toast.warning(message),
    error: (message: string) => toast.error(message),
  };
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      const retryable = options.shouldRetry?.(error) ?? true;
      if (!retryable) throw error;
      if (attempt >= attempts) {
        (options.report ?? reportClientError)(error, operation, attempt);
        notify.error(`${operation} failed after ${attempts} attempts`);
        throw error;
      }
      const delay = retryDelay(attempt, options, options.random);
      notify.warning(
        `${operation} failed, retrying in ${Math.round(delay / 1000)}s... (${attempt}/${attempts})`,
      );
      await sleep(delay);
    }
  }
}
