import { z } from "zod";

/** Health of one provider (spec: auth-health-monitor's provider health). */
export const providerHealthSchema = z.object({
  providerName: z.string(),
  isHealthy: z.boolean(),
  /** ISO timestamp of the check. */
  lastHealthCheck: z.string(),
  /** Milliseconds the check took. */
  responseTime: z.number().nonnegative(),
  /** Percentage (0–100) of failed checks among the recent ones. */
  errorRate: z.number().min(0).max(100),
  /** Percentage (0–100) of successful checks among the recent ones. */
  uptime: z.number().min(0).max(100),
  error: z.string().optional(),
});
export type ProviderHealth = z.infer<typeof providerHealthSchema>;

export const healthStatusSchema = z.enum(["healthy", "degraded", "unhealthy"]);
export type HealthStatus = z.infer<typeof healthStatusSchema>;

export const healthResponseSchema = z.object({
  status: healthStatusSchema,
  timestamp: z.string(),
  version: z.string(),
  uptimeSeconds: z.number().nonnegative(),
  providers: z.array(providerHealthSchema),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
