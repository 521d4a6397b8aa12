import type { Role } from "@contract-platform/api";
import { sql } from "kysely";
import type { AuthDeps } from "./auth-runtime.ts";
import { verifyAccessToken } from "./verify-access-token.ts";

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

/**
 * Resolves an Authorization header to the caller. The token must verify and its session must
 * still be active, so sign-out and revocation take effect at once; the role is read from the
 * database, so a role change applies on the next request.
 */
export async function authenticateRequest(
  deps: Pick<AuthDeps, "db" | "clock" | "auth">,
  authorization: string | undefined,
): Promise<AuthContext | null> {
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(authorization?.trim() ?? "");
  if (!match) return null;
  const now = deps.clock.now();
  const claims = await verifyAccessToken(deps.auth, match[1], now);
  if (!claims || !uuid.test(claims.sessionId) || !uuid.test(claims.userId)) return null;
  const row = await deps.db
    .selectFrom("user_sessions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .select(["u.id", "u.email", "u.role"])
    .where("s.id", "=", sql<string>`${claims.sessionId}::uuid`)
    .where("s.user_id", "=", sql<string>`${claims.userId}::uuid`)
    .where("s.is_active", "=", true)
    .where("s.expires_at", ">", now)
    .where("u.locked_at", "is", null)
    .executeTakeFirst();
  if (!row) return null;
  return {
    userId: row.id,
    sessionId: claims.sessionId,
    email: row.email,
    role: row.role,
    accessToken: match[1],
    expiresAt: claims.expiresAt,
  };
}
