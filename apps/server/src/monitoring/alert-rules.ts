import type { AlertRule, AlertRuleInput } from "@contract-platform/api";
import { alertRuleInputSchema, alertRuleUpdateSchema } from "@contract-platform/api";
import { type Selectable, sql } from "kysely";
import type { ChainTables } from "../chains/chain-tables.ts";
import type { Db } from "../db/create-database.ts";
import { HttpError } from "../http/http-error.ts";
import { validate } from "../http/read-json.ts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toAlertRule(row: Selectable<ChainTables["alert_rules"]>): AlertRule {
  return {
    id: row.id,
    deploymentId: row.deployment_id,
    kind: row.kind,
    thresholdPercent: row.threshold_percent,
    minTransactions: row.min_transactions,
    enabled: row.enabled,
    createdAt: row.created_at.toISOString(),
  };
}

export async function listAlertRules(deps: { db: Db }, userId: string): Promise<AlertRule[]> {
  const rows = await deps.db
    .selectFrom("alert_rules")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("kind")
    .execute();
  return rows.map(toAlertRule);
}

export async function createAlertRule(
  deps: { db: Db; clock: { now(): Date } },
  userId: string,
  input: AlertRuleInput,
): Promise<AlertRule> {
  const rule = validate(alertRuleInputSchema, input);
  if (rule.deploymentId) {
    const owned = await deps.db
      .selectFrom("deployments")
      .select("id")
      .where("id", "=", rule.deploymentId)
      .where("user_id", "=", sql<string>`${userId}::uuid`)
      .executeTakeFirst();
    if (!owned)
      throw new HttpError(404, "deployment_not_found", "Deployment not found or access denied");
  }
  const row = await deps.db
    .insertInto("alert_rules")
    .values({
      user_id: userId,
      deployment_id: rule.deploymentId,
      kind: rule.kind,
      threshold_percent: rule.kind === "failure_rate" ? rule.thresholdPercent : null,
      min_transactions: rule.minTransactions,
      enabled: rule.enabled,
      created_at: deps.clock.now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAlertRule(row);
}

export async function updateAlertRule(
  deps: { db: Db },
  userId: string,
  ruleId: string,
  input: unknown,
): Promise<AlertRule> {
  const changes = validate(alertRuleUpdateSchema, input);
  if (!uuid.test(ruleId)) throw notFound();
  const row = await deps.db
    .updateTable("alert_rules")
    .set({
      ...(changes.thresholdPercent !== undefined
        ? { threshold_percent: changes.thresholdPercent }
        : {}),
      ...(changes.minTransactions !== undefined
        ? { min_transactions: changes.minTransactions }
        : {}),
      ...(changes.enabled !== undefined ? { enabled: changes.enabled } : {}),
    })
    .where("id", "=", ruleId)
    .where("user_id", "=", userId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound();
  return toAlertRule(row);
}

export async function deleteAlertRule(deps: { db: Db }, userId: string, ruleId: string) {
  if (!uuid.test(ruleId)) throw notFound();
  const result = await deps.db
    .deleteFrom("alert_rules")
    .where("id", "=", ruleId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound();
}

function notFound() {
  return new HttpError(404, "alert_rule_not_found", "Alert rule not found");
}
