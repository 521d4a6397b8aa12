import { LOCAL_CHAIN_ID } from "@contract-platform/api";
import { sql } from "kysely";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/create-database.ts";
import { createNotification } from "../notifications/create-notification.ts";
import { findDeploymentChain } from "./find-deployment-chain.ts";

const HOUR_MS = 3_600_000;

export interface ObservedChanges {
  adminChanged: { from: string | null; to: string | null } | null;
  codeMigrated: { from: number; to: number } | null;
}

/**
 * Checks the user's enabled rules that cover this deployment and fires those that match: a
 * failure rate over the threshold in the last hour (at most once an hour per rule), an admin
 * change, a migration to another code id. Each firing is an alert_firings row and a notification.
 */
export async function evaluateAlertRules(
  deps: { db: Db; clock: Clock },
  deployment: {
    id: string;
    user_id: string;
    contract_id: string;
    chain_id: string;
    contract_address: string;
  },
  changes: ObservedChanges,
): Promise<void> {
  const rules = await deps.db
    .selectFrom("alert_rules")
    .selectAll()
    .where("user_id", "=", deployment.user_id)
    .where("enabled", "=", true)
    .where((eb) =>
      eb.or([eb("deployment_id", "is", null), eb("deployment_id", "=", deployment.id)]),
    )
    .execute();
  if (rules.length === 0) return;
  const now = deps.clock.now();
  const contract = await deps.db
    .selectFrom("contracts")
    .select("name")
    .where("id", "=", deployment.contract_id)
    .executeTakeFirst();
  const chain = await findDeploymentChain(deps, deployment);
  const chainName =
    deployment.chain_id === LOCAL_CHAIN_ID
      ? "the local chain"
      : (chain?.name ?? deployment.chain_id);
  const where = `${contract?.name ?? "Contract"} on ${chainName}`;

  for (const rule of rules) {
    if (rule.kind === "admin_changed" && changes.adminChanged) {
      await fire(deps, rule.id, deployment, now, changes.adminChanged, {
        severity: "critical",
        title: `${where}: admin changed`,
        body: `The contract's admin changed from ${changes.adminChanged.from ?? "none"} to ${changes.adminChanged.to ?? "none"}.`,
      });
    }
    if (rule.kind === "code_migrated" && changes.codeMigrated) {
      await fire(deps, rule.id, deployment, now, changes.codeMigrated, {
        severity: "critical",
        title: `${where}: code migrated`,
        body: `The contract now runs code ${changes.codeMigrated.to} (was ${changes.codeMigrated.from}); the deployed build no longer describes it.`,
      });
    }
    if (rule.kind === "failure_rate" && rule.threshold_percent !== null) {
      const since = new Date(now.getTime() - HOUR_MS);
      const counts = await deps.db
        .selectFrom("deployment_activity")
        .select([
          (eb) => eb.fn.countAll<string>().as("total"),
          sql<string>`count(*) filter (where not success)`.as("failed"),
        ])
        .where("deployment_id", "=", deployment.id)
        .where("executed_at", ">=", since)
        .executeTakeFirstOrThrow();
      const total = Number(counts.total);
      const failed = Number(counts.failed);
      if (total < rule.min_transactions || total === 0) continue;
      const rate = (failed / total) * 100;
      if (rate <= rule.threshold_percent) continue;
      const recent = await deps.db
        .selectFrom("alert_firings")
        .select("id")
        .where("rule_id", "=", rule.id)
        .where("deployment_id", "=", deployment.id)
        .where("fired_at", ">", since)
        .executeTakeFirst();
      if (recent) continue;
      await fire(
        deps,
        rule.id,
        deployment,
        now,
        { total, failed, rate },
        {
          severity: "warning",
          title: `${where}: ${Math.round(rate)}% of transactions failed in the last hour`,
          body: `${failed} of ${total} transactions failed (alert above ${rule.threshold_percent}%).`,
        },
      );
    }
  }
}

async function fire(
  deps: { db: Db; clock: Clock },
  ruleId: string,
  deployment: { id: string; user_id: string; contract_id: string },
  now: Date,
  details: unknown,
  notification: { severity: "warning" | "critical"; title: string; body: string },
) {
  await deps.db
    .insertInto("alert_firings")
    .values({
      rule_id: ruleId,
      deployment_id: deployment.id,
      fired_at: now,
      details: JSON.stringify(details),
    })
    .execute();
  await createNotification(deps, {
    userId: deployment.user_id,
    kind: "alert",
    ...notification,
    link: `/production-monitoring?deployment=${deployment.id}`,
    contractId: deployment.contract_id,
  });
}
