import type { Db } from "../db/create-database.ts";
import { hashToken } from "./hash-token.ts";

/**
 * The active session a refresh token belongs to (any generation of its family), or null. Used by
 * sign-out when the browser has only its cookie left (the access token expired or was lost).
 */
export async function findSessionByRefreshToken(
  db: Db,
  refreshToken: string,
): Promise<{ sessionId: string; userId: string } | null> {
  const row = await db
    .selectFrom("refresh_tokens as t")
    .innerJoin("user_sessions as s", "s.id", "t.session_id")
    .select(["s.id as sessionId", "s.user_id as userId"])
    .where("t.token_hash", "=", hashToken(refreshToken))
    .where("s.is_active", "=", true)
    .executeTakeFirst();
  return row ?? null;
}
