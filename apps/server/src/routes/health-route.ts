import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";
import type { HealthMonitor } from "../health/create-health-monitor.ts";

/** GET /api/health: database, storage and job runner status; 503 when an essential part fails. */
export function healthRoute(monitor: HealthMonitor) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const health = await monitor.check();
    c.header("Cache-Control", "no-store");
    return c.json(health, health.status === "unhealthy" ? 503 : 200);
  });
}
