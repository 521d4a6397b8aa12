import {
  createErrorLogSchema,
  errorLogsQuerySchema,
  listErrorLogsQuerySchema,
} from "@contract-platform/api";
import { Hono } from "hono";
import { sql } from "kysely";
import type { AppDeps, AppEnv } from "../app-env.ts";
import { requestOrigin } from "../auth/request-origin.ts";
import { requireAuth } from "../auth/require-auth.ts";
import { canManageAllContracts } from "../contracts/find-accessible-contract.ts";
import { checkErrorReportRate } from "../error-logs/check-error-report-rate.ts";
import { getErrorLog } from "../error-logs/get-error-log.ts";
import { getErrorLogWindow } from "../error-logs/get-error-log-window.ts";
import { listErrorLogs } from "../error-logs/list-error-logs.ts";
import { recordErrorLog } from "../error-logs/record-error-log.ts";
import { readJson, validate } from "../http/read-json.ts";
import { bodyLimit } from "../middleware/body-limit/body-limit.ts";

/**
 * POST /api/error-logs records a client failure (with the caller when signed in).
 * GET ?window=1h|24h|7d&type=&search= is the System Logs view; GET ?since= the bare statistics
 * read; GET /:id one entry. Reads need sign-in: admins see every entry, others their own.
 */
export function errorLogsRoute(deps: Pick<AppDeps, "db" | "clock" | "config">) {
  return new Hono<AppEnv>()
    .post("/", bodyLimit(64 * 1024), async (c) => {
      const auth = c.var.auth;
      await checkErrorReportRate(deps, {
        address: requestOrigin(c, deps.config.auth).ipAddress,
        userId: auth?.userId ?? null,
      });
      const input = await readJson(c, createErrorLogSchema);
      let contractId = input.contractId ?? null;
      if (contractId && auth) {
        // Only link a contract the caller may open (the column is a foreign key too).
        let query = deps.db.selectFrom("contracts").select("id").where("id", "=", contractId);
        if (!canManageAllContracts(auth)) {
          query = query.where("user_id", "=", sql<string>`${auth.userId}::uuid`);
        }
        if (!(await query.executeTakeFirst())) contractId = null;
      } else {
        contractId = null;
      }
      const id = await recordErrorLog(deps, {
        errorType: input.type,
        errorMessage: input.message,
        stackTrace: input.stack,
        context: input.context,
        contractId,
        userId: auth?.userId ?? null,
        source: "client",
        requestId: c.var.requestId,
      });
      return c.json({ id }, 201);
    })
    .get("/", async (c) => {
      const caller = requireAuth(c.var.auth);
      const raw = c.req.query();
      if (raw.since !== undefined) {
        const query = validate(listErrorLogsQuerySchema, raw);
        const errorLogs = await listErrorLogs(deps, {
          since: new Date(query.since),
          userId: caller.role === "admin" ? undefined : caller.userId,
        });
        return c.json({ errorLogs });
      }
      const query = validate(errorLogsQuerySchema, raw);
      return c.json(await getErrorLogWindow(deps, caller, query));
    })
    .get("/:id", async (c) =>
      c.json(await getErrorLog(deps, requireAuth(c.var.auth), c.req.param("id"))),
    );
}
