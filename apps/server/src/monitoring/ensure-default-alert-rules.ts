import type { Db } from "../db/create-database.ts";

/** Default rules for every deployment of a user: the three kinds, with failures over 20%. */
export const defaultAlertRules = [
  { kind: "failure_rate", threshold_percent: 20, min_transactions: 3 },
  { kind: "admin_changed", threshold_percent: null, min_transactions: 1 },
  { kind: "code_migrated", threshold_percent: null, min_transactions: 1 },
] as const;

/** Gives a user the default alert rules the first time one of their contracts is deployed. */
export async function ensureDefaultAlertRules(db: Db, userId: string, now: Date): Promise<void> {
  const existing = await db
    .selectFrom("alert_rules")
    .select("id")
    .where("user_id", "=", userId)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  await db
    .insertInto("alert_rules")
    .values(
      defaultAlertRules.map((rule) => ({
        user_id: userId,
        deployment_id: null,
        kind: rule.kind,
        threshold_percent: rule.threshold_percent,
        min_transactions: rule.min_transactions,
        created_at: now,
      })),
    )
    .execute();
}
