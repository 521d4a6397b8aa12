import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../app-env.ts";
import type { Logger } from "../../logger/create-logger.ts";
import { lazyChildLogger } from "../../logger/lazy-child-logger.ts";

/**
 * Gives each request a child logger carrying its id (made only if the request logs something)
 * and logs one line with that id when it completes.
 */
export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = c.var.requestId;
    c.set("logger", lazyChildLogger(logger, { requestId }));
    const started = performance.now();
    await next();
    const status = c.res.status;
    const line = {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) logger.error(line, "request failed");
    else logger.info(line, "request");
  };
}
