import { CORS_BLOCKED_MESSAGE } from "@contract-platform/api";
import type { MiddlewareHandler } from "hono";
import { isAllowedOrigin, type OriginPolicy } from "./is-allowed-origin.ts";

const allowedMethods = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";
const allowedHeaders = "Content-Type, Authorization, X-Request-Id";

/**
 * CORS with an allow-list. Requests without an Origin pass; an origin off the list gets
 * 403 {error: 'Origin not allowed by CORS policy', code: 'cors_blocked'}.
 */
export function cors(policy: OriginPolicy): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header("origin");
    if (!origin) return next();
    c.header("Vary", "Origin", { append: true });
    if (!isAllowedOrigin(origin, c.req.header("host"), policy)) {
      return c.json({ error: CORS_BLOCKED_MESSAGE, code: "cors_blocked" }, 403);
    }
    c.header("Access-Control-Allow-Origin", origin);
    c.header("Access-Control-Allow-Credentials", "true");
    if (c.req.method === "OPTIONS" && c.req.header("access-control-request-method")) {
      c.header("Access-Control-Allow-Methods", allowedMethods);
      c.header(
        "Access-Control-Allow-Headers",
        c.req.header("access-control-request-headers") ?? allowedHeaders,
      );
      c.header("Access-Control-Max-Age", "600");
      return c.body(null, 204);
    }
    c.header("Access-Control-Expose-Headers", "X-Request-Id");
    await next();
  };
}
