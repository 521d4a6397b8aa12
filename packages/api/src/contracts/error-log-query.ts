import { z } from "zod";

/** spec §9 error statistics windows. */
export const errorLogWindows = { "1h": 1, "24h": 24, "7d": 168 } as const;
export type ErrorLogWindow = keyof typeof errorLogWindows;

/** GET /api/error-logs?window=1h|24h|7d&type=&search=&limit= */
export const errorLogsQuerySchema = z.object({
  window: z.enum(["1h", "24h", "7d"]).default("24h"),
  type: z.string().max(100).optional(),
  search: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});
export type ErrorLogsQuery = z.input<typeof errorLogsQuerySchema>;

export const errorLogItemSchema = z.object({
  id: z.string(),
  errorType: z.string(),
  errorMessage: z.string(),
  source: z.enum(["client", "server"]),
  contractId: z.string().nullable(),
  userId: z.string().nullable(),
  createdAt: z.string(),
});
export type ErrorLogItem = z.infer<typeof errorLogItemSchema>;

export const errorLogsResponseSchema = z.object({
  window: z.enum(["1h", "24h", "7d"]),
  since: z.string(),
  hours: z.number(),
  /** Errors in the window (before type/search filters). */
  total: z.number(),
  /** total / hours × 100 (spec §9), rounded to two decimals. */
  errorRate: z.number(),
  countsByType: z.array(z.object({ type: z.string(), count: z.number() })),
  logs: z.array(errorLogItemSchema),
});
export type ErrorLogsResponse = z.infer<typeof errorLogsResponseSchema>;

export const errorLogDetailSchema = errorLogItemSchema.extend({
  stackTrace: z.string().nullable(),
  context: z.record(z.string(), z.unknown()),
  requestId: z.string().nullable(),
});
export type ErrorLogDetail = z.infer<typeof errorLogDetailSchema>;

export function errorRate(count: number, hours: number): number {
  return Math.round((count / hours) * 100 * 100) / 100;
}
