import { alertRuleInputSchema, alertRuleUpdateSchema } from "@contract-platform/api";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../app-env.ts";
import { requireAuth } from "../auth/require-auth.ts";
import { readJson } from "../http/read-json.ts";
import {
  createAlertRule,
  deleteAlertRule,
  listAlertRules,
  updateAlertRule,
} from "../monitoring/alert-rules.ts";
import { getDeploymentMonitoring } from "../monitoring/get-deployment-monitoring.ts";
import { listUserDeployments } from "../monitoring/list-user-deployments.ts";
import type { MonitoringDeps } from "../monitoring/poll-deployment.ts";
import { pollDeployment } from "../monitoring/poll-deployment.ts";
import { registerMonitoringJobs } from "../monitoring/register-monitoring-jobs.ts";

/**
 * /api/monitoring: the caller's deployments with health and activity, one deployment in detail,
 * a poll on demand, and alert rules. Registers the background polling job.
 */
export function monitoringRoute(deps: AppDeps) {
  const md: MonitoringDeps = {
    db: deps.db,
    clock: deps.clock,
    logger: deps.logger,
    chains: deps.config.chains,
    intervalSeconds: deps.config.chains.monitorIntervalSeconds || 60,
  };
  registerMonitoringJobs(deps.jobs, md);
  const pollIntervalSeconds = deps.config.chains.monitorIntervalSeconds;

  return new Hono<AppEnv>()
    .get("/deployments", async (c) => {
      const caller = requireAuth(c.var.auth);
      const contractId = c.req.query("contractId");
      return c.json({
        deployments: await listUserDeployments(md, caller.userId, contractId ? { contractId } : {}),
        pollIntervalSeconds,
      });
    })
    .get("/deployments/:id", async (c) =>
      c.json(await getDeploymentMonitoring(md, requireAuth(c.var.auth).userId, c.req.param("id"))),
    )
    .post("/deployments/:id/poll", async (c) => {
      const caller = requireAuth(c.var.auth);
      const id = c.req.param("id");
      await getDeploymentMonitoring(md, caller.userId, id);
      await pollDeployment(md, id);
      return c.json(await getDeploymentMonitoring(md, caller.userId, id));
    })
    .get("/alert-rules", async (c) =>
      c.json({ rules: await listAlertRules(md, requireAuth(c.var.auth).userId) }),
    )
    .post("/alert-rules", async (c) => {
      const caller = requireAuth(c.var.auth);
      const input = await readJson(c, alertRuleInputSchema);
      return c.json({ rule: await createAlertRule(md, caller.userId, input) }, 201);
    })
    .patch("/alert-rules/:id", async (c) => {
      const caller = requireAuth(c.var.auth);
      const body = await readJson(c, alertRuleUpdateSchema);
      return c.json({ rule: await updateAlertRule(md, caller.userId, c.req.param("id"), body) });
    })
    .delete("/alert-rules/:id", async (c) => {
      await deleteAlertRule(md, requireAuth(c.var.auth).userId, c.req.param("id"));
      return c.body(null, 204);
    });
}
