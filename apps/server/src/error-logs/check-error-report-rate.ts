import { checkRateLimit } from "../auth/check-rate-limit.ts";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/create-database.ts";
import { HttpError } from "../http/http-error.ts";

/** Client failure reports accepted per address and per signed-in user in each window. */
export const ERROR_REPORT_LIMIT = 30;
export const ERROR_REPORT_WINDOW_MS = 60_000;

/**
 * Counts a POST /api/error-logs against the caller's address and, when signed in, their user;
 * past ERROR_REPORT_LIMIT in a minute on either, throws 429 rate_limited with Retry-After.
 */
export async function checkErrorReportRate(
  deps: { db: Db; clock: Clock },
  caller: { address: string | null; userId: string | null },
): Promise<void> {
  const now = deps.clock.now();
  const identifiers = [`ip:${caller.address ?? "unknown"}`];
  if (caller.userId) identifiers.push(`user:${caller.userId}`);
  for (const identifier of identifiers) {
    const rate = await checkRateLimit(deps.db, {
      identifier,
      endpoint: "error-logs",
      limit: ERROR_REPORT_LIMIT,
      windowMs: ERROR_REPORT_WINDOW_MS,
      now,
    });
    if (!rate.allowed) {
      const seconds = Math.max(1, Math.ceil((rate.resetTime - now.getTime()) / 1000));
      throw new HttpError(
        429,
        "rate_limited",
        `Too many error reports; try again in ${seconds} seconds`,
        undefined,
        { headers: { "retry-after": String(seconds) } },
      );
    }
  }
}
