import { rateLimiterRequestSchema } from "@contract-platform/api";
import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";
import type { AuthDeps } from "../auth/auth-runtime.ts";
import { rateLimitWithFallback } from "../auth/rate-limit-with-fallback.ts";
import { readJson } from "../http/read-json.ts";
import { bodyLimit } from "../middleware/body-limit/body-limit.ts";

/** /api/functions/api-rate-limiter (spec §7 backend functions). */
export function authFunctionsRoute(deps: AuthDeps) {
  return new Hono<AppEnv>().post("/api-rate-limiter", bodyLimit(4 * 1024), async (c) => {
    const input = await readJson(c, rateLimiterRequestSchema);
    // Own namespace: callers cannot spend the server's own sign-in or sign-up budgets.
    const result = await rateLimitWithFallback(deps, {
      ...input,
      endpoint: `fn:${input.endpoint}`,
    });
    const { fallback: _fallback, ...answer } = result;
    return c.json(answer);
  });
}
