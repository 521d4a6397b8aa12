import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env.ts";
import type { AuthRuntime } from "../auth/auth-runtime.ts";
import { requestOrigin } from "../auth/request-origin.ts";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/create-database.ts";
import { canManageAllContracts } from "./find-accessible-contract.ts";
import { recordContractAccess } from "./record-contract-access.ts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Mounted on /api/contracts/:id and /api/contracts/:id/*: when a moderator or admin succeeds in
 * acting on someone else's contract, the action is audited (recordContractAccess). The owner is
 * read before the handler runs, so a deletion is recorded too. Users never reach others'
 * contracts (404), so their requests cost nothing here.
 */
export function auditContractAccess(deps: {
  db: Db;
  clock: Clock;
  auth: Pick<AuthRuntime, "trustProxy">;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const caller = c.var.auth;
    const id = c.req.param("id") ?? "";
    if (!caller || !canManageAllContracts(caller) || !uuid.test(id)) return next();
    const contract = await deps.db
      .selectFrom("contracts")
      .select(["id", "user_id", "name"])
      .where("id", "=", id)
      .executeTakeFirst();
    await next();
    if (!contract?.user_id || contract.user_id === caller.userId || c.res.status >= 400) return;
    const changes = !["GET", "HEAD", "OPTIONS"].includes(c.req.method);
    const path = c.req.path.replace(id, ":id");
    await recordContractAccess(deps, {
      contract: { id: contract.id, userId: contract.user_id, name: contract.name },
      actor: { userId: caller.userId, role: caller.role },
      action: `${c.req.method} ${path}`,
      changes,
      origin: requestOrigin(c, deps.auth),
    }).catch((error) => c.var.logger.error({ err: error }, "could not audit contract access"));
  };
}
