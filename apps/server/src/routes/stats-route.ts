import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../app-env.ts";
import { requireAuth } from "../auth/require-auth.ts";
import { getContractStats } from "../contracts/get-contract-stats.ts";

/** GET /api/stats: the landing statistics (caller's own; platform-wide for admins). */
export function statsRoute(deps: Pick<AppDeps, "db">) {
  return new Hono<AppEnv>().get("/", async (c) =>
    c.json(await getContractStats(deps, requireAuth(c.var.auth))),
  );
}
