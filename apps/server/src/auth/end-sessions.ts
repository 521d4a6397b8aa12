import type { AuthDeps, RequestOrigin } from "./auth-runtime.ts";
import { recordAuditLog } from "./record-audit-log.ts";

/**
 * Ends sessions of a user: one (sign-out, "end session") or all (force sign-out). Matching on the
 * user id too means nobody can end someone else's session. Returns how many were ended.
 */
export async function endSessions(
  deps: Pick<AuthDeps, "db" | "clock">,
  input: {
    userId: string;
    sessionId?: string;
    reason: "sign_out" | "force_sign_out" | "ended_by_user" | "ended_by_admin";
    actorId: string;
    origin: RequestOrigin;
  },
): Promise<number> {
  const now = deps.clock.now();
  let query = deps.db
    .updateTable("user_sessions")
    .set({ is_active: false, ended_at: now, ended_reason: input.reason })
    .where("user_id", "=", input.userId)
    .where("is_active", "=", true);
  if (input.sessionId) query = query.where("id", "=", input.sessionId);
  const result = await query.executeTakeFirst();
  const ended = Number(result.numUpdatedRows);
  await recordAuditLog(deps.db, {
    userId: input.userId,
    eventType: input.reason,
    eventData: { sessionId: input.sessionId ?? null, ended, actorId: input.actorId },
    origin: input.origin,
    at: now,
  });
  return ended;
}
