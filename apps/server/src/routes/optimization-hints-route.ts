import { Hono } from "hono";
import { listOptimizationHints } from "../analysis/list-optimization-hints.ts";
import type { AppDeps, AppEnv } from "../app-env.ts";
import { requireAuth } from "../auth/require-auth.ts";

/** /api/optimization-hints: the caller's optimisation hints across all their analysed contracts. */
export function optimizationHintsRoute(deps: AppDeps) {
  return new Hono<AppEnv>().get("/", async (c) =>
    c.json(await listOptimizationHints(deps, requireAuth(c.var.auth))),
  );
}
