import { AUTH_MESSAGES } from "@contract-platform/api";
import { authError } from "./auth-error.ts";
import type { AuthDeps, RequestOrigin } from "./auth-runtime.ts";
import type { AuthContext } from "./authenticate-request.ts";
import { recordAuditLog } from "./record-audit-log.ts";

/**
 * Step-up: the caller proves their password again; the session's verification time is renewed
 * and its risk reset, so requiresStepUp clears.
 */
export async function stepUp(
  deps: AuthDeps,
  input: { caller: AuthContext; password: string; origin: RequestOrigin },
): Promise<void> {
  const now = deps.clock.now();
  const user = await deps.db
    .selectFrom("users")
    .select("password_hash")
    .where("id", "=", input.caller.userId)
    .executeTakeFirstOrThrow();
  const ok = await deps.auth.verifyPassword(user.password_hash, input.password);
  await recordAuditLog(deps.db, {
    userId: input.caller.userId,
    eventType: ok ? "step_up" : "step_up_failed",
    eventData: { sessionId: input.caller.sessionId },
    origin: input.origin,
    at: now,
  });
  if (!ok) throw authError(400, "invalid_credentials", AUTH_MESSAGES.invalidCredentials);
  await deps.db
    .updateTable("user_sessions")
    .set({ last_verified_at: now, risk_score: 0, risk_factors: JSON.stringify([]) })
    .where("id", "=", input.caller.sessionId)
    .execute();
}
