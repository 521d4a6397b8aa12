import type { Role } from "@contract-platform/api";
import { sql } from "kysely";
import type { Db } from "../db/create-database.ts";
import type { AuthDeps } from "./auth-runtime.ts";
import { type AccessTokenClaims, verifyAccessToken } from "./verify-access-token.ts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who is calling: set on every request that carries a valid access token. */
export interface AuthContext {
  userId: string;
  sessionId: string;
  email: string;
  role: Role;
  accessToken: string;
  expiresAt: number;
}

/** A bearer token whose signature, issuer, audience and expiry verified; its session unchecked. */
export interface VerifiedBearer {
  claims: AccessTokenClaims;
  accessToken: string;
  /** The clock's time when it was verified: the session must still be active then. */
  now: Date;
}

/** The Authorization header's access token when it verifies (no database), or null. */
export async function verifyBearer(
  deps: Pick<AuthDeps, "clock" | "auth">,
  authorization: string | undefined,
): Promise<VerifiedBearer | null> {
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(authorization?.trim() ?? "");
  if (!match) return null;
  const now = deps.clock.now();
  const claims = await verifyAccessToken(deps.auth, match[1], now);
  if (!claims || !uuid.test(claims.sessionId) || !uuid.test(claims.userId)) return null;
  return { claims, accessToken: match[1], now };
}

/** What a verified token says about its session, and when it was verified. */
export interface SessionKey {
  sessionId: string;
  userId: string;
  now: Date;
}

export const sessionKeyOf = (bearer: VerifiedBearer): SessionKey => ({
  sessionId: bearer.claims.sessionId,
  userId: bearer.claims.userId,
  now: bearer.now,
});

/**
 * The caller of a verified token as a query: one row (caller_id, caller_email, caller_role) while
 * its session is active, unexpired and its user not locked; no row otherwise. Routes that fold the
 * session check into their own query (one round trip) join this, and findSessionCaller prepares
 * it, so every path applies the same rule.
 */
export function sessionCallerQuery(db: Db, session: SessionKey) {
  return db
    .selectFrom("user_sessions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .select(["u.id as caller_id", "u.email as caller_email", "u.role as caller_role"])
    .where("s.id", "=", sql<string>`${session.sessionId}::uuid`)
    .where("s.user_id", "=", sql<string>`${session.userId}::uuid`)
    .where("s.is_active", "=", true)
    .where("s.expires_at", ">", session.now)
    .where("u.locked_at", "is", null);
}

/** The AuthContext of a verified token, given the caller row its session query returned. */
export function toAuthContext(
  bearer: VerifiedBearer,
  row: { caller_id: string; caller_email: string; caller_role: Role },
): AuthContext {
  return {
    userId: row.caller_id,
    sessionId: bearer.claims.sessionId,
    email: row.caller_email,
    role: row.caller_role,
    accessToken: bearer.accessToken,
    expiresAt: bearer.claims.expiresAt,
  };
}
