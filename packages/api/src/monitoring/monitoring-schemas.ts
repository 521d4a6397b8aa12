import { z } from "zod";
import { deploymentSummarySchema } from "./deployment-summary-schemas.ts";

/** Where polling of one deployment stands. */
export const deploymentHealthSchema = z.object({
  /** null until the first poll. */
  reachable: z.boolean().nullable(),
  lastPolledAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  nextPollAt: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  lastError: z.string().nullable(),
  latestHeight: z.number().int().nullable(),
  admin: z.string().nullable(),
  codeId: z.number().int().nullable(),
});
export type DeploymentHealth = z.infer<typeof deploymentHealthSchema>;

export const monitoredDeploymentSchema = z.object({
  deployment: deploymentSummarySchema,
  health: deploymentHealthSchema,
  lastActivityAt: z.string().nullable(),
  transactionsLastHour: z.number().int(),
  failedLastHour: z.number().int(),
  /** Failed / all in the last hour, as a percentage; null without transactions. */
  failureRateLastHour: z.number().nullable(),
  gasUsedLastDay: z.number(),
});
export type MonitoredDeployment = z.infer<typeof monitoredDeploymentSchema>;

export const monitoringOverviewSchema = z.object({
  deployments: z.array(monitoredDeploymentSchema),
  pollIntervalSeconds: z.number().int(),
});
export type MonitoringOverview = z.infer<typeof monitoringOverviewSchema>;

export const deploymentActivitySchema = z.object({
  txHash: z.string(),
  height: z.number().int(),
  executedAt: z.string(),
  success: z.boolean(),
  code: z.number().int(),
  gasUsed: z.number(),
  gasWanted: z.number(),
  sender: z.string().nullable(),
  action: z.string(),
  error: z.string().nullable(),
});
export type DeploymentActivity = z.infer<typeof deploymentActivitySchema>;

/** Transactions and gas per hour, oldest first. */
export const activityBucketSchema = z.object({
  hour: z.string(),
  total: z.number().int(),
  failed: z.number().int(),
  gasUsed: z.number(),
});
export type ActivityBucket = z.infer<typeof activityBucketSchema>;

export const deploymentMonitoringSchema = monitoredDeploymentSchema.extend({
  recent: z.array(deploymentActivitySchema),
  hourly: z.array(activityBucketSchema),
  healthChecks: z.array(
    z.object({
      checkedAt: z.string(),
      reachable: z.boolean(),
      latencyMs: z.number().nullable(),
      error: z.string().nullable(),
    }),
  ),
});
export type DeploymentMonitoring = z.infer<typeof deploymentMonitoringSchema>;

export const alertKinds = ["failure_rate", "admin_changed", "code_migrated"] as const;
export const alertKindSchema = z.enum(alertKinds);
export type AlertKind = z.infer<typeof alertKindSchema>;

export const alertRuleSchema = z.object({
  id: z.string(),
  /** null: every deployment of the user. */
  deploymentId: z.string().nullable(),
  kind: alertKindSchema,
  thresholdPercent: z.number().nullable(),
  minTransactions: z.number().int(),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type AlertRule = z.infer<typeof alertRuleSchema>;

export const alertRuleInputSchema = z
  .object({
    deploymentId: z.uuid().nullable().default(null),
    kind: alertKindSchema,
    thresholdPercent: z.number().min(0).max(100).nullable().default(null),
    minTransactions: z.number().int().min(1).max(100000).default(1),
    enabled: z.boolean().default(true),
  })
  .refine((rule) => rule.kind !== "failure_rate" || rule.thresholdPercent !== null, {
    message: "A failure-rate rule needs a threshold percentage",
    path: ["thresholdPercent"],
  });
export type AlertRuleInput = z.input<typeof alertRuleInputSchema>;

export const alertRuleUpdateSchema = z
  .object({
    thresholdPercent: z.number().min(0).max(100).optional(),
    minTransactions: z.number().int().min(1).max(100000).optional(),
    enabled: z.boolean().optional(),
  })
  .refine(
    (changes) => Object.values(changes).some((value) => value !== undefined),
    "Give thresholdPercent, minTransactions or enabled to change",
  );
