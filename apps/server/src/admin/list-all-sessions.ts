import type { AdminSession } from "@contract-platform/api";
import type { AuthDeps } from "../auth/auth-runtime.ts";

/** Active, unexpired sessions of every user (or of one), most recently used first. */
export async function listAllSessions(
  deps: Pick<AuthDeps, "db" | "clock">,
  input: { userId?: string; limit: number },
): Promise<AdminSession[]> {
  let query = deps.db
    .selectFrom("user_sessions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .select([
      "s.id",
      "s.user_id",
      "u.email",
      "s.ip_address",
      "s.user_agent",
      "s.risk_score",
      "s.created_at",
      "s.last_refreshed_at",
      "s.expires_at",
    ])
    .where("s.is_active", "=", true)
    .where("s.expires_at", ">", deps.clock.now());
  if (input.userId) query = query.where("s.user_id", "=", input.userId);
  const rows = await query.orderBy("s.last_refreshed_at", "desc").limit(input.limit).execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    email: row.email,
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
    riskScore: row.risk_score,
    createdAt: new Date(row.created_at).toISOString(),
    lastRefreshedAt: new Date(row.last_refreshed_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
  }));
}
