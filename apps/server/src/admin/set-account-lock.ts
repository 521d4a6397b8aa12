import type { AdminUser } from "@contract-platform/api";
import { sql } from "kysely";
import type { AuthDeps, RequestOrigin } from "../auth/auth-runtime.ts";
import { endSessions } from "../auth/end-sessions.ts";
import { recordAuditLog } from "../auth/record-audit-log.ts";
import { HttpError } from "../http/http-error.ts";
import { getAdminUser } from "./list-users.ts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Locks an account (sign-in refused, every session ended at once) or unlocks it (which also
 * clears an automatic lockout after failed sign-ins). Admins cannot lock themselves out. Audited
 * as `account_locked_by_admin` / `account_unlocked_by_admin` with the actor.
 */
export async function setAccountLock(
  deps: AuthDeps,
  input: {
    userId: string;
    locked: boolean;
    reason?: string;
    actorId: string;
    origin: RequestOrigin;
  },
): Promise<{ user: AdminUser; endedSessions: number }> {
  if (!uuid.test(input.userId)) throw new HttpError(404, "not_found", "User not found");
  if (input.locked && input.userId === input.actorId) {
    throw new HttpError(409, "cannot_lock_self", "You cannot lock your own account");
  }
  const now = deps.clock.now();
  const row = await deps.db
    .updateTable("users")
    .set(
      input.locked
        ? {
            locked_at: now,
            locked_by: input.actorId,
            locked_reason: input.reason || null,
            updated_at: now,
          }
        : { locked_at: null, locked_by: null, locked_reason: null, updated_at: now },
    )
    .where("id", "=", input.userId)
    .returning(["id", "email"])
    .executeTakeFirst();
  if (!row) throw new HttpError(404, "not_found", "User not found");
  let endedSessions = 0;
  if (input.locked) {
    endedSessions = await endSessions(deps, {
      userId: row.id,
      reason: "ended_by_admin",
      actorId: input.actorId,
      origin: input.origin,
    });
  } else {
    await deps.db
      .updateTable("login_lockouts")
      .set({ locked_until: null, cleared_at: now })
      .where("email", "=", sql<string>`lower(${row.email})`)
      .execute();
  }
  await recordAuditLog(deps.db, {
    userId: row.id,
    eventType: input.locked ? "account_locked_by_admin" : "account_unlocked_by_admin",
    eventData: {
      actorId: input.actorId,
      ...(input.locked ? { reason: input.reason ?? "", endedSessions } : {}),
    },
    origin: input.origin,
    at: now,
  });
  const user = await getAdminUser(deps, row.id);
  if (!user) throw new HttpError(404, "not_found", "User not found");
  return { user, endedSessions };
}
