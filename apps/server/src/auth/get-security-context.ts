import { AUTH_LIMITS, type SecurityContext } from "@contract-platform/api";
import type { AuthDeps } from "./auth-runtime.ts";
import type { AuthContext } from "./authenticate-request.ts";
import { trustLevel } from "./trust-level.ts";

/**
 * spec §3/§4 security context of the caller's session: risk from sign-in, trust level, and
 * whether step-up is needed (low trust, access token expiring within 5 minutes, or last
 * verified over 30 minutes ago).
 */
export async function getSecurityContext(
  deps: Pick<AuthDeps, "db" | "clock">,
  caller: AuthContext,
): Promise<SecurityContext> {
  const now = deps.clock.now().getTime();
  const session = await deps.db
    .selectFrom("user_sessions")
    .select(["risk_score", "risk_factors", "last_verified_at"])
    .where("id", "=", caller.sessionId)
    .executeTakeFirstOrThrow();
  const level = trustLevel(session.risk_score);
  const lastVerification = new Date(session.last_verified_at).getTime();
  const requiresStepUp =
    level === "low" ||
    level === "blocked" ||
    caller.expiresAt - now < AUTH_LIMITS.stepUpExpiryMs ||
    now - lastVerification > AUTH_LIMITS.stepUpReverifyMs;
  return {
    riskScore: session.risk_score,
    trustLevel: level,
    factors: session.risk_factors ?? [],
    lastVerification,
    requiresStepUp,
  };
}
