import type { AdminUser, Role } from "@contract-platform/api";
import type { AuthDeps, RequestOrigin } from "../auth/auth-runtime.ts";
import { recordAuditLog } from "../auth/record-audit-log.ts";
import { HttpError } from "../http/http-error.ts";
import { getAdminUser } from "./list-users.ts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Changes a user's role (applies on their next request). The last admin cannot be demoted, so
 * the platform always keeps someone who can manage it. Audited as `role_changed` with the
 * previous role and the actor.
 */
export async function changeUserRole(
  deps: AuthDeps,
  input: { userId: string; role: Role; actorId: string; origin: RequestOrigin },
): Promise<AdminUser> {
  if (!uuid.test(input.userId)) throw new HttpError(404, "not_found", "User not found");
  const now = deps.clock.now();
  const previous = await deps.db.transaction().execute(async (trx) => {
    // Serialise role changes so two admins cannot demote each other at once.
    const admins = await trx
      .selectFrom("users")
      .select(["id", "role"])
      .where("role", "=", "admin")
      .forUpdate()
      .execute();
    const user = await trx
      .selectFrom("users")
      .select(["id", "role"])
      .where("id", "=", input.userId)
      .executeTakeFirst();
    if (!user) throw new HttpError(404, "not_found", "User not found");
    if (user.role === "admin" && input.role !== "admin" && admins.length <= 1) {
      throw new HttpError(409, "last_admin", "The last admin cannot be given another role");
    }
    await trx
      .updateTable("users")
      .set({ role: input.role, updated_at: now })
      .where("id", "=", input.userId)
      .execute();
    return user.role;
  });
  await recordAuditLog(deps.db, {
    userId: input.userId,
    eventType: "role_changed",
    eventData: {
      role: input.role,
      previousRole: previous,
      actor: input.actorId,
      actorId: input.actorId,
    },
    origin: input.origin,
    at: now,
  });
  const user = await getAdminUser(deps, input.userId);
  if (!user) throw new HttpError(404, "not_found", "User not found");
  return user;
}
