import { AUTH_MESSAGES } from "@contract-platform/api";
import { authError } from "./auth-error.ts";
import type { AuthDeps, RequestOrigin } from "./auth-runtime.ts";
import type { AuthContext } from "./authenticate-request.ts";
import { checkRateLimit } from "./check-rate-limit.ts";
import { recordAuditLog } from "./record-audit-log.ts";
import { refundRateLimit } from "./refund-rate-limit.ts";
import { sendMail } from "./send-mail.ts";
import { validateNewPassword } from "./validate-new-password.ts";

/** Wrong current passwords allowed per user and window, so a stolen access token cannot guess. */
export const PASSWORD_CHANGE_ATTEMPTS = { limit: 5, windowMs: 15 * 60_000 };

/**
 * Changes the caller's password: the current one must be given, the new one must pass the
 * provider policy. Every other session of the user is ended (whoever knew the old password is
 * signed out); the owner is told by mail. Returns how many other sessions were ended.
 */
export async function changePassword(
  deps: AuthDeps,
  input: {
    caller: AuthContext;
    currentPassword: string;
    newPassword: string;
    origin: RequestOrigin;
  },
): Promise<{ endedSessions: number }> {
  const { caller, origin } = input;
  validateNewPassword(input.newPassword);
  const now = deps.clock.now();
  const user = await deps.db
    .selectFrom("users")
    .select(["password_hash", "email"])
    .where("id", "=", caller.userId)
    .executeTakeFirstOrThrow();
  // Counted before the check and given back on success: parallel guesses cannot slip through.
  const limit = { identifier: caller.userId, endpoint: "auth:password-change-failure" };
  const rate = await checkRateLimit(deps.db, {
    ...limit,
    limit: PASSWORD_CHANGE_ATTEMPTS.limit,
    windowMs: PASSWORD_CHANGE_ATTEMPTS.windowMs,
    now,
  });
  if (!rate.allowed) throw authError(429, "rate_limited", AUTH_MESSAGES.tooManyLogins);
  const ok = await deps.auth.verifyPassword(user.password_hash, input.currentPassword);
  if (!ok) {
    await recordAuditLog(deps.db, {
      userId: caller.userId,
      eventType: "password_change_failed",
      eventData: { sessionId: caller.sessionId },
      origin,
      at: now,
    });
    throw authError(400, "invalid_credentials", "Current password is incorrect");
  }
  await refundRateLimit(deps.db, limit);
  if (input.newPassword === input.currentPassword) {
    throw authError(400, "weak_password", "The new password must differ from the current one");
  }
  const passwordHash = await deps.auth.hashPassword(input.newPassword);
  const ended = await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ password_hash: passwordHash, updated_at: now })
      .where("id", "=", caller.userId)
      .execute();
    await trx
      .updateTable("user_sessions")
      .set({ last_verified_at: now })
      .where("id", "=", caller.sessionId)
      .execute();
    const result = await trx
      .updateTable("user_sessions")
      .set({ is_active: false, ended_at: now, ended_reason: "password_changed" })
      .where("user_id", "=", caller.userId)
      .where("id", "!=", caller.sessionId)
      .where("is_active", "=", true)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  });
  await recordAuditLog(deps.db, {
    userId: caller.userId,
    eventType: "password_changed",
    eventData: { sessionId: caller.sessionId, endedSessions: ended },
    origin,
    at: now,
  });
  await sendMail(deps, {
    to: user.email,
    subject: "Your Contract Platform password was changed",
    text: "The password of your Contract Platform account was just changed, and every other device was signed out. If this was not you, reset access with your administrator at once.",
  });
  return { endedSessions: ended };
}
