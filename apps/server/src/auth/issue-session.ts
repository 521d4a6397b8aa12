import { randomBytes } from "node:crypto";
import type { AuthSession } from "@contract-platform/api";
import type { Db } from "../db/create-database.ts";
import type { RiskAssessment } from "./assess-risk.ts";
import type { AuthRuntime, RequestOrigin } from "./auth-runtime.ts";
import { deriveRefreshToken } from "./derive-refresh-token.ts";
import { hashToken } from "./hash-token.ts";
import { signAccessToken } from "./sign-access-token.ts";
import { toAuthUser, type UserRow } from "./to-auth-user.ts";

/**
 * A session as issued: what the client may see (`session`, access token and user) and the refresh
 * token with the session's end, which the route puts in the HttpOnly cookie.
 */
export interface IssuedSession {
  session: AuthSession;
  refreshToken: string;
  sessionExpiresAt: Date;
}

/** Opens a new session (a refresh-token family) for a user and returns its tokens. */
export async function issueSession(
  db: Db,
  auth: AuthRuntime,
  input: { user: UserRow; origin: RequestOrigin; risk: RiskAssessment; now: Date },
): Promise<IssuedSession> {
  const { user, origin, risk, now } = input;
  const salt = randomBytes(16).toString("base64url");
  // The row needs its id before the token can be derived: insert with a placeholder hash.
  const placeholder = `pending:${randomBytes(16).toString("hex")}`;
  const session = await db
    .insertInto("user_sessions")
    .values({
      user_id: user.id,
      session_token: placeholder,
      salt,
      ip_address: origin.ipAddress,
      user_agent: origin.userAgent,
      risk_score: risk.riskScore,
      risk_factors: JSON.stringify(risk.factors),
      last_verified_at: now,
      created_at: now,
      last_refreshed_at: now,
      expires_at: new Date(now.getTime() + auth.sessionLifetimeMs),
    })
    .returning(["id", "salt", "expires_at"])
    .executeTakeFirstOrThrow();
  const refreshToken = deriveRefreshToken(auth.secret, session, 0);
  const tokenHash = hashToken(refreshToken);
  await db
    .updateTable("user_sessions")
    .set({ session_token: tokenHash })
    .where("id", "=", session.id)
    .execute();
  await db
    .insertInto("refresh_tokens")
    .values({ token_hash: tokenHash, session_id: session.id, generation: 0, created_at: now })
    .execute();
  const access = await signAccessToken(
    auth,
    { userId: user.id, sessionId: session.id, email: user.email, role: user.role },
    now,
  );
  return {
    session: {
      accessToken: access.token,
      refreshToken: null,
      expiresAt: access.expiresAt,
      tokenType: "bearer",
      user: toAuthUser(user),
    },
    refreshToken,
    sessionExpiresAt: new Date(session.expires_at),
  };
}
