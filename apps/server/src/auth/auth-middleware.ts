import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env.ts";
import type { AuthDeps } from "./auth-runtime.ts";
import { sessionKeyOf, toAuthContext, verifyBearer } from "./authenticate-request.ts";
import { findSessionCaller } from "./find-session-caller.ts";

/**
 * Sets c.var.auth to the caller of a valid bearer token on an active session, or null. Never
 * rejects by itself. For requests `checkedByRoute` names, the session is left to the route, which
 * folds it into its own query (one database round trip): c.var.bearer holds the verified token
 * and c.var.auth stays undefined, which requireAuth refuses (401) should any other handler see it.
 */
export function authMiddleware(
  deps: Pick<AuthDeps, "db" | "clock" | "auth">,
  options: { checkedByRoute?: (c: Context<AppEnv>) => boolean } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const bearer = await verifyBearer(deps, c.req.header("authorization"));
    c.set("bearer", bearer);
    if (!bearer || !options.checkedByRoute?.(c)) {
      const row = bearer && (await findSessionCaller(deps.db, sessionKeyOf(bearer)));
      c.set("auth", bearer && row ? toAuthContext(bearer, row) : null);
    }
    await next();
  };
}
