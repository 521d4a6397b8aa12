import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";
import type { HealthMonitor } from "../health/create-health-monitor.ts";

/**
 * /api/health.
 * - HEAD /api/health and GET /api/health/live: liveness — the process answers; no I/O at all, so
 *   probes and load balancers cost nothing.
 * - GET /api/health: database, storage and job runner in the provider-health shape, from a report
 *   at most HEALTH_MAX_AGE_MS old (the probes never run more often, however many ask); 503 when
 *   an essential part fails.
 */
export function healthRoute(monitor: HealthMonitor) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header("Cache-Control", "no-store");
    })
    .get("/live", (c) => c.json({ status: "ok" }))
    .get("/", async (c) => {
      // Hono answers HEAD with the GET route, dropping the body: skip the report entirely.
      if (c.req.method === "HEAD") return c.body(null, 200);
      const health = await monitor.current();
      return c.json(health, health.status === "unhealthy" ? 503 : 200);
    });
}
