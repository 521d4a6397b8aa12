import { authError } from "./auth-error.ts";
import type { AuthDeps, RequestOrigin } from "./auth-runtime.ts";
import { deriveRefreshToken } from "./derive-refresh-token.ts";
import { hashToken } from "./hash-token.ts";
import type { IssuedSession } from "./issue-session.ts";
import { recordAuditLog } from "./record-audit-log.ts";
import { recordAuthEvent } from "./record-auth-event.ts";
import { signAccessToken } from "./sign-access-token.ts";
import { toAuthUser } from "./to-auth-user.ts";

const INVALID = "Invalid refresh token";

type Outcome =
  | { kind: "ok"; issued: IssuedSession }
  | { kind: "invalid"; userId?: string; reason: string }
  | { kind: "reuse"; userId: string; sessionId: string };

/**
 * Exchanges a refresh token for a new session, rotating the refresh token every time.
 * - The current token: rotated to the next generation.
 * - The token just rotated away, inside the grace window: answered with the current token, so
 *   two tabs refreshing at once both stay signed in on one family.
 * - Any other earlier token: reuse of a stolen token; the whole family is revoked.
 * The session row is locked for the decision, so concurrent refreshes are serialised.
 */
export async function refreshSession(
  deps: AuthDeps,
  refreshToken: string,
  origin: RequestOrigin,
): Promise<IssuedSession> {
  const started = performance.now();
  const now = deps.clock.now();
  const tokenHash = hashToken(refreshToken);

  const outcome = await deps.db.transaction().execute(async (trx): Promise<Outcome> => {
    const found = await trx
      .selectFrom("refresh_tokens")
      .select("session_id")
      .where("token_hash", "=", tokenHash)
      .executeTakeFirst();
    if (!found) return { kind: "invalid", reason: "unknown_token" };
    const session = await trx
      .selectFrom("user_sessions")
      .selectAll()
      .where("id", "=", found.session_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    // Read the token again under the lock: a concurrent refresh may have just rotated it.
    const token = await trx
      .selectFrom("refresh_tokens")
      .selectAll()
      .where("token_hash", "=", tokenHash)
      .executeTakeFirstOrThrow();
    if (!session.is_active) return { kind: "invalid", userId: session.user_id, reason: "ended" };
    if (new Date(session.expires_at) <= now) {
      await trx
        .updateTable("user_sessions")
        .set({ is_active: false, ended_at: now, ended_reason: "expired" })
        .where("id", "=", session.id)
        .execute();
      return { kind: "invalid", userId: session.user_id, reason: "expired" };
    }

    let generation: number;
    if (token.generation === session.generation) {
      generation = session.generation + 1;
      const next = deriveRefreshToken(deps.auth.secret, session, generation);
      await trx
        .updateTable("refresh_tokens")
        .set({ rotated_at: now })
        .where("token_hash", "=", tokenHash)
        .execute();
      await trx
        .insertInto("refresh_tokens")
        .values({
          token_hash: hashToken(next),
          session_id: session.id,
          generation,
          created_at: now,
        })
        .execute();
      await trx
        .updateTable("user_sessions")
        .set({ generation, session_token: hashToken(next), last_refreshed_at: now })
        .where("id", "=", session.id)
        .execute();
    } else if (
      token.generation === session.generation - 1 &&
      token.rotated_at &&
      now.getTime() - new Date(token.rotated_at).getTime() <= deps.auth.refreshGraceMs
    ) {
      generation = session.generation;
    } else {
      await trx
        .updateTable("user_sessions")
        .set({ is_active: false, ended_at: now, ended_reason: "refresh_token_reuse" })
        .where("id", "=", session.id)
        .execute();
      return { kind: "reuse", userId: session.user_id, sessionId: session.id };
    }

    const user = await trx
      .selectFrom("users")
      .selectAll()
      .where("id", "=", session.user_id)
      .executeTakeFirstOrThrow();
    const access = await signAccessToken(
      deps.auth,
      { userId: user.id, sessionId: session.id, email: user.email, role: user.role },
      now,
    );
    return {
      kind: "ok",
      issued: {
        session: {
          accessToken: access.token,
          refreshToken: null,
          expiresAt: access.expiresAt,
          tokenType: "bearer",
          user: toAuthUser(user),
        },
        refreshToken: deriveRefreshToken(deps.auth.secret, session, generation),
        sessionExpiresAt: new Date(session.expires_at),
      },
    };
  });

  const duration = () => performance.now() - started;
  if (outcome.kind === "ok") {
    await recordAuthEvent(deps, {
      type: "session_refresh",
      email: outcome.issued.session.user.email,
      userId: outcome.issued.session.user.id,
      success: true,
      duration: duration(),
    });
    return outcome.issued;
  }
  if (outcome.kind === "reuse") {
    await recordAuditLog(deps.db, {
      userId: outcome.userId,
      eventType: "refresh_token_reuse",
      eventData: { sessionId: outcome.sessionId },
      origin,
      at: now,
    });
    await recordAuthEvent(deps, {
      type: "security_violation",
      userId: outcome.userId,
      success: false,
      duration: duration(),
      errorCode: "refresh_token_reuse",
      errorMessage: "A rotated refresh token was used again; the session was revoked",
    });
  } else {
    await recordAuthEvent(deps, {
      type: "session_refresh",
      userId: outcome.userId,
      success: false,
      duration: duration(),
      errorCode: "refresh_failed",
      errorMessage: outcome.reason,
    });
  }
  throw authError(401, "refresh_failed", INVALID);
}
