import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env.ts";
import type { AuthDeps } from "./auth-runtime.ts";
import { authenticateRequest } from "./authenticate-request.ts";

/** Sets c.var.auth to the caller of a valid bearer token, or null. Never rejects by itself. */
export function authMiddleware(
  deps: Pick<AuthDeps, "db" | "clock" | "auth">,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("auth", await authenticateRequest(deps, c.req.header("authorization")));
    await next();
  };
}
