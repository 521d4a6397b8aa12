import type { Role } from "@contract-platform/api";
import { sql } from "kysely";
import type { Db } from "../db/create-database.ts";

/** RPC get_current_user_role (spec §6): the caller's role as the database function reads it. */
export async function getCurrentUserRole(db: Db, userId: string): Promise<Role> {
  const result = await sql<{ role: Role }>`
    select get_current_user_role(${userId}::uuid) as role`.execute(db);
  return result.rows[0].role;
}
