import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../app-env.ts";
import type { Logger } from "../../logger/create-logger.ts";

/** Gives each request a child logger carrying its id and logs one line when it completes. */
export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const log = logger.child({ requestId: c.var.requestId });
    c.set("logger", log);
    const started = performance.now();
    await next();
    const status = c.res.status;
    const line = {
      method: c.req.method,
      path: c.req.path,
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) log.error(line, "request failed");
    else log.info(line, "request");
  };
}
