import { grantRoleRequestSchema } from "@contract-platform/api";
import { Hono } from "hono";
import { sql } from "kysely";
import type { AppEnv } from "../app-env.ts";
import type { AuthDeps } from "../auth/auth-runtime.ts";
import { cleanupExpiredSessions } from "../auth/cleanup-expired-sessions.ts";
import { endSessions } from "../auth/end-sessions.ts";
import { getAuthAnalytics } from "../auth/get-auth-analytics.ts";
import { getProviderConfig } from "../auth/get-provider-config.ts";
import { getUser } from "../auth/get-user.ts";
import { grantRole } from "../auth/grant-role.ts";
import { requestOrigin, siteOrigin } from "../auth/request-origin.ts";
import { requirePermission, requireRole } from "../auth/require-auth.ts";
import { HttpError } from "../http/http-error.ts";
import { readJson } from "../http/read-json.ts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /api/auth/admin: what admins (and moderators, for analytics) may read and do. */
export function authAdminRoute(deps: AuthDeps) {
  return new Hono<AppEnv>()
    .get("/analytics", async (c) => {
      requirePermission(c.var.auth, "view_analytics");
      return c.json({ analytics: await getAuthAnalytics(deps) });
    })
    .get("/provider", async (c) => {
      requireRole(c.var.auth, "admin");
      const started = performance.now();
      let isHealthy = true;
      let error: string | undefined;
      try {
        await sql`select count(*) from users`.execute(deps.db);
      } catch (failure) {
        isHealthy = false;
        error = (failure as Error).message;
      }
      const recent = await getAuthAnalytics(deps);
      return c.json({
        config: getProviderConfig(deps.auth, siteOrigin(c, deps.auth)),
        health: {
          providerName: "contract-platform",
          isHealthy,
          lastHealthCheck: deps.clock.now().toISOString(),
          responseTime: Math.round(performance.now() - started),
          errorRate: 100 - recent.successRate,
          uptime: isHealthy ? 100 : 0,
          ...(error ? { error } : {}),
        },
      });
    })
    .get("/outbox", async (c) => {
      requireRole(c.var.auth, "admin");
      const mail = await deps.db
        .selectFrom("mail_outbox")
        .selectAll()
        .orderBy("created_at", "desc")
        .limit(100)
        .execute();
      return c.json({ mail });
    })
    .get("/audit-logs", async (c) => {
      requireRole(c.var.auth, "admin");
      const userId = c.req.query("userId");
      let query = deps.db
        .selectFrom("security_audit_logs")
        .selectAll()
        .orderBy("created_at", "desc")
        .limit(200);
      if (userId) {
        if (!uuid.test(userId))
          throw new HttpError(400, "validation_failed", "userId must be a UUID");
        query = query.where("user_id", "=", userId);
      }
      return c.json({ auditLogs: await query.execute() });
    })
    .put("/users/:id/role", async (c) => {
      const caller = requirePermission(c.var.auth, "manage_users");
      const input = await readJson(c, grantRoleRequestSchema);
      const user = await getUser(deps, c.req.param("id"));
      await grantRole(deps, { email: user.email, role: input.role, actor: caller.userId });
      return c.json({ user: await getUser(deps, user.id) });
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
    .post("/cleanup-expired-sessions", async (c) => {
      requireRole(c.var.auth, "admin");
      return c.json({ ended: await cleanupExpiredSessions(deps) });
    });
}
