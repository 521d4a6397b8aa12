import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env.ts";
import type { AuthRuntime } from "../auth/auth-runtime.ts";
import { requestOrigin } from "../auth/request-origin.ts";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/create-database.ts";
import { canManageAllContracts } from "./find-accessible-contract.ts";
import { recordContractAccess } from "./record-contract-access.ts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type ContractRef = { id: string; user_id: string | null; name: string };

function findContractRef(db: Db, id: string) {
  return db
    .selectFrom("contracts")
    .select(["id", "user_id", "name"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** The contract a build belongs to, for auditing `/api/builds/:id` routes. */
export function contractOfBuild(db: Db, buildId: string) {
  return db
    .selectFrom("builds")
    .innerJoin("contracts", "contracts.id", "builds.contract_id")
    .select(["contracts.id", "contracts.user_id", "contracts.name"])
    .where("builds.id", "=", buildId)
    .executeTakeFirst();
}

/**
 * Mounted on /api/contracts/:id and /api/contracts/:id/* (and, with `contractOfBuild`, on
 * /api/builds/:id and /api/builds/:id/*): when a moderator or admin succeeds in
 * acting on someone else's contract, the action is audited (recordContractAccess). The owner is
 * read before the handler runs, so a deletion is recorded too. Users never reach others'
 * contracts (404), so their requests cost nothing here.
 */
export function auditContractAccess(
  deps: { db: Db; clock: Clock; auth: Pick<AuthRuntime, "trustProxy"> },
  /** Which contract the route's `:id` is about (default: it is the contract's id). */
  contractOf: (db: Db, id: string) => Promise<ContractRef | undefined> = findContractRef,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const caller = c.var.auth;
    const id = c.req.param("id") ?? "";
    if (!caller || !canManageAllContracts(caller) || !uuid.test(id)) return next();
    const contract = await contractOf(deps.db, id);
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
