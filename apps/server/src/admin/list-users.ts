import { type AdminUser, type ListUsersQuery, listUsersQuerySchema } from "@contract-platform/api";
import { sql } from "kysely";
import type { AuthDeps } from "../auth/auth-runtime.ts";

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/**
 * Users for the admin: searched by e-mail, filtered by role and by locked/active, newest first,
 * each with its lock state (by an admin, or the automatic lockout after failed sign-ins), active
 * sessions and contracts. Returns the page and the total matching.
 */
export async function listUsers(
  deps: Pick<AuthDeps, "db" | "clock">,
  input: ListUsersQuery,
  onlyUserId?: string,
): Promise<{ users: AdminUser[]; total: number }> {
  const query = listUsersQuerySchema.parse(input);
  const now = deps.clock.now();
  let base = deps.db.selectFrom("users as u");
  if (onlyUserId) base = base.where("u.id", "=", onlyUserId);
  if (query.search) {
    const pattern = `%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where(sql`lower(u.email)`, "like", pattern);
  }
  if (query.role) base = base.where("u.role", "=", query.role);
  if (query.status === "locked") base = base.where("u.locked_at", "is not", null);
  if (query.status === "active") base = base.where("u.locked_at", "is", null);
  const counted = await base
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin("login_lockouts as l", (join) =>
      join.on(sql`lower(u.email)`, "=", sql.ref("l.email")),
    )
    .select([
      "u.id",
      "u.email",
      "u.role",
      "u.email_confirmed_at",
      "u.created_at",
      "u.last_sign_in_at",
      "u.locked_at",
      "u.locked_by",
      "u.locked_reason",
      "l.locked_until",
    ])
    .select((eb) => [
      eb
        .selectFrom("user_sessions as s")
        .select((e) => e.fn.countAll<string>().as("n"))
        .whereRef("s.user_id", "=", "u.id")
        .where("s.is_active", "=", true)
        .where("s.expires_at", ">", now)
        .as("active_sessions"),
      eb
        .selectFrom("contracts as c")
        .select((e) => e.fn.countAll<string>().as("n"))
        .whereRef("c.user_id", "=", "u.id")
        .as("contracts"),
    ])
    .orderBy("u.created_at", "desc")
    .orderBy("u.id")
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return {
    total: Number(counted.n),
    users: rows.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      emailConfirmed: row.email_confirmed_at !== null,
      createdAt: new Date(row.created_at).toISOString(),
      lastSignIn: iso(row.last_sign_in_at),
      lockedAt: iso(row.locked_at),
      lockedReason: row.locked_reason,
      lockedBy: row.locked_by,
      signInLockedUntil:
        row.locked_until && new Date(row.locked_until) > now ? iso(row.locked_until) : null,
      activeSessions: Number(row.active_sessions ?? 0),
      contracts: Number(row.contracts ?? 0),
    })),
  };
}

/** One user in the admin's shape, or null. */
export async function getAdminUser(
  deps: Pick<AuthDeps, "db" | "clock">,
  userId: string,
): Promise<AdminUser | null> {
  const { users } = await listUsers(deps, { limit: 1 }, userId);
  return users[0] ?? null;
}
