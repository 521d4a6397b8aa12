import type { AuthUser, UpdateUserRequest } from "@contract-platform/api";
import { sql } from "kysely";
import { authError } from "./auth-error.ts";
import type { AuthDeps, RequestOrigin } from "./auth-runtime.ts";
import { normalizeEmail } from "./normalize-email.ts";
import { recordAuditLog } from "./record-audit-log.ts";
import { sendEmailConfirmation } from "./send-email-confirmation.ts";
import { toAuthUser } from "./to-auth-user.ts";

/**
 * Updates the caller's e-mail and/or metadata (spec §7 update user). A new e-mail must be
 * confirmed again; a taken one fails with update_failed.
 */
export async function updateUser(
  deps: AuthDeps,
  input: { userId: string; changes: UpdateUserRequest; origin: RequestOrigin; siteOrigin: string },
): Promise<AuthUser> {
  const now = deps.clock.now();
  const current = await deps.db
    .selectFrom("users")
    .selectAll()
    .where("id", "=", input.userId)
    .executeTakeFirstOrThrow();
  const email = input.changes.email ? normalizeEmail(input.changes.email) : undefined;
  const emailChanged = email !== undefined && email !== current.email;
  let updated: typeof current;
  try {
    updated = await deps.db
      .updateTable("users")
      .set({
        updated_at: now,
        ...(emailChanged ? { email, email_confirmed_at: null } : {}),
        ...(input.changes.metadata
          ? { metadata: sql`metadata || ${JSON.stringify(input.changes.metadata)}::jsonb` as never }
          : {}),
      })
      .where("id", "=", input.userId)
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if ((error as { code?: string }).code === "23505") {
      throw authError(409, "update_failed", "Could not update user: email is not available");
    }
    throw error;
  }
  await recordAuditLog(deps.db, {
    userId: input.userId,
    eventType: "user_updated",
    eventData: {
      fields: Object.keys(input.changes),
      ...(emailChanged ? { previousEmail: current.email } : {}),
    },
    origin: input.origin,
    at: now,
  });
  if (emailChanged && email) {
    await sendEmailConfirmation(deps, {
      userId: input.userId,
      email,
      siteOrigin: input.siteOrigin,
      redirectTo: input.siteOrigin,
    });
  }
  return toAuthUser(updated);
}
