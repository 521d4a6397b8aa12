import type { ActiveSession } from "@contract-platform/api";
import type { AuthDeps } from "./auth-runtime.ts";

/** The user's sessions that are still active and unexpired, newest first. */
export async function listActiveSessions(
  deps: Pick<AuthDeps, "db" | "clock">,
  input: { userId: string; currentSessionId: string },
): Promise<ActiveSession[]> {
  const rows = await deps.db
    .selectFrom("user_sessions")
    .select(["id", "ip_address", "user_agent", "created_at", "last_refreshed_at", "expires_at"])
    .where("user_id", "=", input.userId)
    .where("is_active", "=", true)
    .where("expires_at", ">", deps.clock.now())
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
    createdAt: new Date(row.created_at).toISOString(),
    lastRefreshedAt: new Date(row.last_refreshed_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    current: row.id === input.currentSessionId,
  }));
}
