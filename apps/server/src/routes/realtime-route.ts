import { hasPermission, realtimeTableSchema, realtimeTables } from "@contract-platform/api";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import type { AppDeps, AppEnv } from "../app-env.ts";
import { requireAuth } from "../auth/require-auth.ts";
import { validate } from "../http/read-json.ts";
import type { RealtimeEvent } from "../realtime/realtime.ts";

const querySchema = z.object({
  tables: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(",").map((item) => item.trim()) : undefined))
    .pipe(z.array(realtimeTableSchema).optional()),
});

export const HEARTBEAT_MS = 25_000;

/**
 * GET /api/realtime (signed in): server-sent events — `ready` once subscribed, then `change` for
 * each row change of contracts / contract_metrics (optionally only `?tables=`), `job` for job
 * progress, and a comment line every 25 s to keep proxies from closing the stream. A user receives
 * only events about their own rows and jobs; moderators and admins (manage_contracts) receive all.
 */
export function realtimeRoute(deps: Pick<AppDeps, "realtime" | "clock">) {
  return new Hono<AppEnv>().get("/", (c) => {
    const caller = requireAuth(c.var.auth);
    const { tables } = validate(querySchema, c.req.query());
    const visible = (event: RealtimeEvent) =>
      hasPermission(caller.role, "manage_contracts") ||
      (event.kind === "change" ? event.data.user_id : event.data.userId) === caller.userId;
    c.header("Cache-Control", "no-cache, no-transform");
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (stream) => {
      let closed = false;
      let writes = Promise.resolve();
      const send = (message: { event: string; data: string; id?: string }) => {
        writes = writes.then(() => (closed ? undefined : stream.writeSSE(message))).catch(() => {});
      };
      let sequence = 0;
      const unsubscribe = deps.realtime.subscribe((event: RealtimeEvent) => {
        if (event.kind === "change" && tables && !tables.includes(event.data.table)) return;
        if (!visible(event)) return;
        send({ event: event.kind, data: JSON.stringify(event.data), id: String(++sequence) });
      });
      let cancelHeartbeat = () => {};
      const heartbeat = () => {
        cancelHeartbeat = deps.clock.setTimeout(() => {
          writes = writes
            .then(() => (closed ? undefined : stream.write(": keep-alive\n\n")))
            .then(
              () => undefined,
              () => undefined,
            );
          heartbeat();
        }, HEARTBEAT_MS);
      };
      heartbeat();
      const done = new Promise<void>((resolve) => {
        stream.onAbort(() => {
          closed = true;
          unsubscribe();
          cancelHeartbeat();
          resolve();
        });
      });
      send({
        event: "ready",
        data: JSON.stringify({ tables: tables ?? realtimeTables }),
      });
      await done;
    });
  });
}
