import type { Role } from "@contract-platform/api";
import { sql } from "kysely";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/create-database.ts";
import { normalizeEmail } from "./normalize-email.ts";
import { recordAuditLog } from "./record-audit-log.ts";

/** Sets a user's role by e-mail; returns false when there is no such user. */
export async function grantRole(
  deps: { db: Db; clock: Clock },
  input: { email: string; role: Role; actor: string },
): Promise<boolean> {
  const now = deps.clock.now();
  const row = await deps.db
    .updateTable("users")
    .set({ role: input.role, updated_at: now })
    .where(sql`lower(email)`, "=", normalizeEmail(input.email))
    .returning("id")
    .executeTakeFirst();
  if (!row) return false;
  await recordAuditLog(deps.db, {
    userId: row.id,
    eventType: "role_changed",
    eventData: { role: input.role, actor: input.actor },
    origin: { ipAddress: null, userAgent: null },
    at: now,
  });
  return true;
}
