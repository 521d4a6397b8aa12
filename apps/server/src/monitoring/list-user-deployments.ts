import type { DeploymentHealth, MonitoredDeployment } from "@contract-platform/api";
import { sql } from "kysely";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/create-database.ts";
import { findDeploymentChain } from "./find-deployment-chain.ts";
import { toDeploymentSummary } from "./to-deployment-summary.ts";

const HOUR_MS = 3_600_000;

/**
 * Every deployment of the user's contracts (newest first, or just `deploymentId`) with its polling
 * health and activity figures: transactions and failures in the last hour, gas in the last day.
 */
export async function listUserDeployments(
  deps: { db: Db; clock: Clock },
  userId: string,
  options: { deploymentId?: string; contractId?: string } = {},
): Promise<MonitoredDeployment[]> {
  const now = deps.clock.now();
  let query = deps.db
    .selectFrom("deployments")
    .innerJoin("contracts", "contracts.id", "deployments.contract_id")
    .leftJoin("deployment_monitors", "deployment_monitors.deployment_id", "deployments.id")
    .selectAll("deployments")
    .select([
      "contracts.name as contract_name",
      "deployment_monitors.reachable",
      "deployment_monitors.last_polled_at",
      "deployment_monitors.last_success_at",
      "deployment_monitors.next_poll_at",
      "deployment_monitors.consecutive_failures",
      "deployment_monitors.last_error",
      "deployment_monitors.latest_height",
      "deployment_monitors.admin_address as current_admin",
      "deployment_monitors.code_id as current_code_id",
      (eb) =>
        eb
          .selectFrom("deployment_activity")
          .select((inner) => inner.fn.max("executed_at").as("last"))
          .whereRef("deployment_activity.deployment_id", "=", "deployments.id")
          .as("last_activity_at"),
      (eb) =>
        eb
          .selectFrom("deployment_activity")
          .select((inner) => inner.fn.countAll<string>().as("n"))
          .whereRef("deployment_activity.deployment_id", "=", "deployments.id")
          .where("executed_at", ">=", new Date(now.getTime() - HOUR_MS))
          .as("tx_last_hour"),
      (eb) =>
        eb
          .selectFrom("deployment_activity")
          .select((inner) => inner.fn.countAll<string>().as("n"))
          .whereRef("deployment_activity.deployment_id", "=", "deployments.id")
          .where("executed_at", ">=", new Date(now.getTime() - HOUR_MS))
          .where("success", "=", false)
          .as("failed_last_hour"),
      (eb) =>
        eb
          .selectFrom("deployment_activity")
          .select(sql<string>`coalesce(sum(gas_used), 0)`.as("gas"))
          .whereRef("deployment_activity.deployment_id", "=", "deployments.id")
          .where("executed_at", ">=", new Date(now.getTime() - 24 * HOUR_MS))
          .as("gas_last_day"),
    ])
    .where("deployments.user_id", "=", sql<string>`${userId}::uuid`)
    .orderBy("deployments.created_at", "desc");
  if (options.deploymentId) {
    query = query.where("deployments.id", "=", sql<string>`${options.deploymentId}::uuid`);
  }
  if (options.contractId) {
    query = query.where("deployments.contract_id", "=", sql<string>`${options.contractId}::uuid`);
  }
  const rows = await query.execute();
  const chains = new Map<string, Awaited<ReturnType<typeof findDeploymentChain>>>();
  const result: MonitoredDeployment[] = [];
  for (const row of rows) {
    if (!chains.has(row.chain_id)) chains.set(row.chain_id, await findDeploymentChain(deps, row));
    const total = Number(row.tx_last_hour ?? 0);
    const failed = Number(row.failed_last_hour ?? 0);
    const health: DeploymentHealth = {
      reachable: row.reachable ?? null,
      lastPolledAt: row.last_polled_at?.toISOString() ?? null,
      lastSuccessAt: row.last_success_at?.toISOString() ?? null,
      nextPollAt: row.next_poll_at?.toISOString() ?? null,
      consecutiveFailures: row.consecutive_failures ?? 0,
      lastError: row.last_error ?? null,
      latestHeight:
        row.latest_height === null || row.latest_height === undefined
          ? null
          : Number(row.latest_height),
      admin: row.last_success_at ? (row.current_admin ?? null) : row.admin_address,
      codeId:
        row.current_code_id === null || row.current_code_id === undefined
          ? Number(row.code_id)
          : Number(row.current_code_id),
    };
    result.push({
      deployment: toDeploymentSummary(row, row.contract_name, chains.get(row.chain_id) ?? null),
      health,
      lastActivityAt: row.last_activity_at
        ? new Date(row.last_activity_at as unknown as string).toISOString()
        : null,
      transactionsLastHour: total,
      failedLastHour: failed,
      failureRateLastHour: total > 0 ? Math.round((failed / total) * 1000) / 10 : null,
      gasUsedLastDay: Number(row.gas_last_day ?? 0),
    });
  }
  return result;
}
