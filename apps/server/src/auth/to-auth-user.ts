import type { AuthUser } from "@contract-platform/api";
import type { Selectable } from "kysely";
import type { AuthTables } from "./auth-tables.ts";

export type UserRow = Selectable<AuthTables["users"]>;

/** The spec §3 User shape of a users row (never the password hash). */
export function toAuthUser(row: UserRow): AuthUser {
  return {
    id: row.id,
    email: row.email,
    emailConfirmed: row.email_confirmed_at !== null,
    metadata: row.metadata ?? {},
    createdAt: new Date(row.created_at).toISOString(),
    lastSignIn: row.last_sign_in_at ? new Date(row.last_sign_in_at).toISOString() : null,
    role: row.role,
  };
}
