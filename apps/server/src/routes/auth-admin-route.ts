import {
  grantRoleRequestSchema,
  listAuditLogsQuerySchema,
  listOutboxQuerySchema,
  listSessionsQuerySchema,
  listUsersQuerySchema,
  lockUserRequestSchema,
} from "@contract-platform/api";
import { Hono } from "hono";
import { changeUserRole } from "../admin/change-user-role.ts";
import { checkAuthProvider } from "../admin/check-auth-provider.ts";
import { listAllSessions } from "../admin/list-all-sessions.ts";
import { listAuditLogs } from "../admin/list-audit-logs.ts";
import { listMailOutbox } from "../admin/list-mail-outbox.ts";
import { listUsers } from "../admin/list-users.ts";
import { setAccountLock } from "../admin/set-account-lock.ts";
import type { AppEnv } from "../app-env.ts";
import type { AuthDeps } from "../auth/auth-runtime.ts";
import { cleanupExpiredSessions } from "../auth/cleanup-expired-sessions.ts";
import { endSessions } from "../auth/end-sessions.ts";
import { getAuthAnalytics } from "../auth/get-auth-analytics.ts";
import { getProviderConfig } from "../auth/get-provider-config.ts";
import { getUser } from "../auth/get-user.ts";
import { requestOrigin, siteOrigin } from "../auth/request-origin.ts";
import { requirePermission, requireRole } from "../auth/require-auth.ts";
import { HttpError } from "../http/http-error.ts";
import { readJson, validate } from "../http/read-json.ts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /api/auth/admin: the Admin Settings API. Admins do everything; moderators read analytics and
 * the user list (spec §6 view_analytics, view_users). Every change is audited.
 */
export function authAdminRoute(deps: AuthDeps) {
  return new Hono<AppEnv>()
    .get("/analytics", async (c) => {
      requirePermission(c.var.auth, "view_analytics");
      return c.json({ analytics: await getAuthAnalytics(deps) });
    })
    .get("/provider", async (c) => {
      requireRole(c.var.auth, "admin");
      const analytics = await getAuthAnalytics(deps);
      return c.json({
        config: getProviderConfig(deps.auth, siteOrigin(c, deps.auth)),
        health: await checkAuthProvider(deps, analytics),
      });
    })
    .get("/outbox", async (c) => {
      requireRole(c.var.auth, "admin");
      const query = validate(listOutboxQuerySchema, c.req.query());
      return c.json({ mail: await listMailOutbox(deps, query) });
    })
    .get("/audit-logs", async (c) => {
      requireRole(c.var.auth, "admin");
      const query = validate(listAuditLogsQuerySchema, c.req.query());
      return c.json(await listAuditLogs(deps, query));
    })
    .get("/users", async (c) => {
      requirePermission(c.var.auth, "view_users");
      const query = validate(listUsersQuerySchema, c.req.query());
      return c.json(await listUsers(deps, query));
    })
    .put("/users/:id/role", async (c) => {
      const caller = requirePermission(c.var.auth, "manage_users");
      const input = await readJson(c, grantRoleRequestSchema);
      const user = await changeUserRole(deps, {
        userId: c.req.param("id"),
        role: input.role,
        actorId: caller.userId,
        origin: requestOrigin(c, deps.auth),
      });
      return c.json({ user });
    })
    .post("/users/:id/lock", async (c) => {
      const caller = requirePermission(c.var.auth, "manage_users");
      const input = await readJson(c, lockUserRequestSchema);
      return c.json(
        await setAccountLock(deps, {
          userId: c.req.param("id"),
          locked: true,
          reason: input.reason,
          actorId: caller.userId,
          origin: requestOrigin(c, deps.auth),
        }),
      );
    })
    .post("/users/:id/unlock", async (c) => {
      const caller = requirePermission(c.var.auth, "manage_users");
      return c.json(
        await setAccountLock(deps, {
          userId: c.req.param("id"),
          locked: false,
          actorId: caller.userId,
          origin: requestOrigin(c, deps.auth),
        }),
      );
    })
    .post("/users/:id/sign-out", async (c) => {
      const caller = requirePermission(c.var.auth, "manage_users");
      const user = await getUser(deps, c.req.param("id"));
      const ended = await endSessions(deps, {
        userId: user.id,
        reason: "ended_by_admin",
        actorId: caller.userId,
        origin: requestOrigin(c, deps.auth),
      });
      return c.json({ ended });
    })
    .get("/sessions", async (c) => {
      requirePermission(c.var.auth, "manage_users");
      const query = validate(listSessionsQuerySchema, c.req.query());
      return c.json({ sessions: await listAllSessions(deps, query) });
    })
    .delete("/sessions/:id", async (c) => {
      const caller = requirePermission(c.var.auth, "manage_users");
      const id = c.req.param("id");
      const session = uuid.test(id)
        ? await deps.db
            .selectFrom("user_sessions")
            .select("user_id")
            .where("id", "=", id)
            .where("is_active", "=", true)
            .executeTakeFirst()
        : undefined;
      if (!session) throw new HttpError(404, "not_found", "Session not found");
      const ended = await endSessions(deps, {
        userId: session.user_id,
        sessionId: id,
        reason: "ended_by_admin",
        actorId: caller.userId,
        origin: requestOrigin(c, deps.auth),
      });
      return c.json({ ended });
    })
    .post("/cleanup-expired-sessions", async (c) => {
      requireRole(c.var.auth, "admin");
      return c.json({ ended: await cleanupExpiredSessions(deps) });
    });
}
