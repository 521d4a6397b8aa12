import { AUTH_LIMITS, type RateLimiterResponse } from "@contract-platform/api";
import type { AuthDeps } from "./auth-runtime.ts";
import { checkRateLimit } from "./check-rate-limit.ts";

/**
 * The api-rate-limiter function (spec §7): when the limiter store fails, the request is allowed
 * with the fallback answer (59 remaining, window of 60 s) and the failure is logged.
 */
export async function rateLimitWithFallback(
  deps: Pick<AuthDeps, "db" | "clock" | "logger">,
  input: { identifier: string; endpoint: string; limit: number; windowMinutes: number },
): Promise<RateLimiterResponse & { fallback?: true }> {
  const now = deps.clock.now();
  try {
    return await checkRateLimit(deps.db, {
      identifier: input.identifier,
      endpoint: input.endpoint,
      limit: input.limit,
      windowMs: input.windowMinutes * 60_000,
      now,
    });
  } catch (error) {
    deps.logger.warn({ err: error }, "rate limiter store failed; allowing with the fallback");
    return {
      allowed: true,
      remaining: AUTH_LIMITS.fallbackLimiter.remaining,
      resetTime: now.getTime() + AUTH_LIMITS.fallbackLimiter.windowMs,
      fallback: true,
    };
  }
}
