import type { ActivityBucket, DeploymentMonitoring } from "@contract-platform/api";
import { sql } from "kysely";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/create-database.ts";
import { HttpError } from "../http/http-error.ts";
import { listUserDeployments } from "./list-user-deployments.ts";

const HOUR_MS = 3_600_000;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One deployment in detail: recent transactions, the last 24 hours by hour, health checks. */
export async function getDeploymentMonitoring(
  deps: { db: Db; clock: Clock },
  userId: string,
  deploymentId: string,
): Promise<DeploymentMonitoring> {
  const [summary] = uuid.test(deploymentId)
    ? await listUserDeployments(deps, userId, { deploymentId })
    : [];
  if (!summary)
    throw new HttpError(404, "deployment_not_found", "Deployment not found or access denied");
  const now = deps.clock.now();
  const recent = await deps.db
    .selectFrom("deployment_activity")
    .selectAll()
    .where("deployment_id", "=", deploymentId)
    .orderBy("height", "desc")
    .orderBy("executed_at", "desc")
    .limit(50)
    .execute();
  const currentHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const since = new Date(currentHour - 23 * HOUR_MS);
  const grouped = await deps.db
    .selectFrom("deployment_activity")
    .select([
      sql<Date>`date_trunc('hour', executed_at)`.as("hour"),
      (eb) => eb.fn.countAll<string>().as("total"),
      sql<string>`count(*) filter (where not success)`.as("failed"),
      sql<string>`coalesce(sum(gas_used), 0)`.as("gas"),
    ])
    .where("deployment_id", "=", deploymentId)
    .where("executed_at", ">=", since)
    .groupBy(sql`date_trunc('hour', executed_at)`)
    .execute();
  const byHour = new Map(grouped.map((row) => [new Date(row.hour).getTime(), row]));
  const hourly: ActivityBucket[] = Array.from({ length: 24 }, (_, index) => {
    const hour = since.getTime() + index * HOUR_MS;
    const row = byHour.get(hour);
    return {
      hour: new Date(hour).toISOString(),
      total: Number(row?.total ?? 0),
      failed: Number(row?.failed ?? 0),
      gasUsed: Number(row?.gas ?? 0),
    };
  });
  const checks = await deps.db
    .selectFrom("deployment_health_checks")
    .selectAll()
    .where("deployment_id", "=", deploymentId)
    .orderBy("checked_at", "desc")
    .limit(48)
    .execute();
  return {
    ...summary,
    recent: recent.map((row) => ({
      txHash: row.tx_hash,
      height: Number(row.height),
      executedAt: row.executed_at.toISOString(),
      success: row.success,
      code: row.code,
      gasUsed: Number(row.gas_used),
      gasWanted: Number(row.gas_wanted),
      sender: row.sender,
      action: row.action,
      error: row.error,
    })),
    hourly,
    healthChecks: checks.reverse().map((row) => ({
      checkedAt: row.checked_at.toISOString(),
      reachable: row.reachable,
      latencyMs: row.latency_ms,
      error: row.error,
    })),
  };
}
