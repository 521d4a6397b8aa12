import { markNotificationsReadSchema } from "@contract-platform/api";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../app-env.ts";
import { requireAuth } from "../auth/require-auth.ts";
import { readJson } from "../http/read-json.ts";
import { listNotifications } from "../notifications/list-notifications.ts";
import { markNotificationsRead } from "../notifications/mark-notifications-read.ts";

/** /api/notifications: the caller's bell — list with unread count, mark read. */
export function notificationsRoute(deps: Pick<AppDeps, "db" | "clock">) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await listNotifications(deps, requireAuth(c.var.auth).userId)))
    .post("/read", async (c) => {
      const caller = requireAuth(c.var.auth);
      const request = await readJson(c, markNotificationsReadSchema);
      const updated = await markNotificationsRead(deps, caller.userId, request);
      return c.json({ updated, ...(await listNotifications(deps, caller.userId)) });
    });
}
