import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";
import type { AuthDeps } from "../auth/auth-runtime.ts";
import { cleanupExpiredSessions } from "../auth/cleanup-expired-sessions.ts";
import { getCurrentUserRole } from "../auth/get-current-user-role.ts";
import { requireAuth, requireRole } from "../auth/require-auth.ts";

/** /api/rpc: the two database functions of spec §7, called for the signed-in caller. */
export function authRpcRoute(deps: AuthDeps) {
  return new Hono<AppEnv>()
    .post("/get_current_user_role", async (c) => {
      const caller = requireAuth(c.var.auth);
      return c.json(await getCurrentUserRole(deps.db, caller.userId));
    })
    .post("/cleanup_expired_sessions", async (c) => {
      requireRole(c.var.auth, "admin");
      return c.json(await cleanupExpiredSessions(deps));
    });
}
