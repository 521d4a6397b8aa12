import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../../app-env.ts";
import type { Clock } from "../../clock/clock.ts";
import type { Db } from "../../db/create-database.ts";
import { recordErrorLog } from "../../error-logs/record-error-log.ts";
import { HttpError } from "../../http/http-error.ts";
import type { Logger } from "../../logger/create-logger.ts";

export const INVALID_VALUE_MESSAGE =
  "Invalid request: a value is out of range or not valid text (for example a NUL character)";

/** PostgreSQL's data exceptions (SQLSTATE class 22): a value, not the server, is wrong. */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code);
}

/**
 * Last stop for errors. HttpError and HTTPException become their JSON answer; a database data
 * exception is answered 400 invalid_input; anything else is logged, recorded in error_logs, and
 * answered 500 with the request id — never with the stack.
 */
export function errorHandler(deps: { db: Db; clock: Clock; logger: Logger }): ErrorHandler<AppEnv> {
  return async (error, c) => {
    const requestId = c.var.requestId;
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.extra?.headers ?? {})) c.header(name, value);
      return c.json(
        {
          ...error.extra?.body,
          error: error.message,
          code: error.code,
          ...(error.issues ? { issues: error.issues } : {}),
          ...(error.status >= 500 ? { requestId } : {}),
        },
        error.status,
      );
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ error: error.message || "Bad request", code: "bad_request" }, error.status);
    }
    const log = c.var.logger ?? deps.logger;
    if (isDataException(error)) {
      // A value the request carried that the database refuses (out of range, not valid text):
      // the request is at fault, and the route's own validation should have caught it.
      log.warn({ err: error, method: c.req.method, path: c.req.path }, "database refused a value");
      return c.json({ error: INVALID_VALUE_MESSAGE, code: "invalid_input" }, 400);
    }
    log.error({ err: error, method: c.req.method, path: c.req.path }, "unexpected server error");
    const contractId = /^\/api\/contracts\/([0-9a-f-]{36})(?:\/|$)/i.exec(c.req.path)?.[1] ?? null;
    const record = (linkContract: boolean) =>
      recordErrorLog(deps, {
        errorType: error.name || "Error",
        errorMessage: error.message || String(error),
        stackTrace: error.stack ?? null,
        context: {
          operation: `${c.req.method} ${c.req.path}`,
          ...(contractId ? { contractId } : {}),
          attempt: 1,
          timestamp: deps.clock.now().toISOString(),
        },
        source: "server",
        requestId,
        userId: c.var.auth?.userId ?? null,
        contractId: linkContract ? contractId : null,
      });
    try {
      // contract_id is a foreign key: an id that names no contract is kept in the context only.
      await record(true).catch(() => record(false));
    } catch (recordError) {
      log.error({ err: recordError }, "could not record the error in error_logs");
    }
    return c.json({ error: "Internal server error", code: "internal_error", requestId }, 500);
  };
}
