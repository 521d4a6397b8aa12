import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../app-env.ts";
import { unauthorized } from "../auth/require-auth.ts";
import { getContractStats } from "../contracts/get-contract-stats.ts";

/**
 * GET /api/stats: the landing statistics (caller's own; platform-wide for admins). The session is
 * checked by the statistics' own query (authMiddleware's checkedByRoute).
 */
export function statsRoute(deps: Pick<AppDeps, "db">) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const bearer = c.var.auth === null ? null : c.var.bearer;
    if (!bearer) throw unauthorized();
    const counted = await getContractStats(deps, bearer);
    if (!counted) throw unauthorized();
    c.set("auth", counted.caller);
    return c.json(counted.stats);
  });
}
