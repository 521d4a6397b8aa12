import { createErrorLogSchema, listErrorLogsQuerySchema } from "@contract-platform/api";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../app-env.ts";
import { listErrorLogs } from "../error-logs/list-error-logs.ts";
import { recordErrorLog } from "../error-logs/record-error-log.ts";
import { readJson, validate } from "../http/read-json.ts";
import { bodyLimit } from "../middleware/body-limit/body-limit.ts";

/** POST /api/error-logs records a client failure; GET ?since= lists types and times. */
export function errorLogsRoute(deps: Pick<AppDeps, "db" | "clock">) {
  return new Hono<AppEnv>()
    .post("/", bodyLimit(64 * 1024), async (c) => {
      const input = await readJson(c, createErrorLogSchema);
      const id = await recordErrorLog(deps, {
        errorType: input.type,
        errorMessage: input.message,
        stackTrace: input.stack,
        context: input.context,
        contractId: input.contractId,
        source: "client",
        requestId: c.var.requestId,
      });
      return c.json({ id }, 201);
    })
    .get("/", async (c) => {
      const query = validate(listErrorLogsQuerySchema, c.req.query());
      const errorLogs = await listErrorLogs(deps, { since: new Date(query.since) });
      return c.json({ errorLogs });
    });
}
