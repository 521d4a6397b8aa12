import type { AuthUser } from "@contract-platform/api";
import { HttpError } from "../http/http-error.ts";
import type { AuthDeps } from "./auth-runtime.ts";
import { toAuthUser } from "./to-auth-user.ts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A user by id, or 404. */
export async function getUser(deps: Pick<AuthDeps, "db">, userId: string): Promise<AuthUser> {
  const row = uuid.test(userId)
    ? await deps.db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst()
    : undefined;
  if (!row) throw new HttpError(404, "not_found", "User not found");
  return toAuthUser(row);
}
