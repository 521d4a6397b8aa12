import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../app-env.ts";

const acceptable = /^[\w.:-]{1,128}$/;

/** Takes a sane incoming x-request-id or makes one; exposes it as c.var.requestId and echoes it. */
export function requestId(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const id = incoming && acceptable.test(incoming) ? incoming : randomUUID();
    c.set("requestId", id);
    c.header("x-request-id", id);
    await next();
  };
}
