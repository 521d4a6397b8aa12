import { z } from "zod";

/** Context recorded with a client failure: which operation, which attempt, when. */
export const errorLogContextSchema = z
  .object({
    operation: z.string().max(200).optional(),
    attempt: z.number().int().min(0).max(1000).optional(),
    timestamp: z.string().max(64).optional(),
  })
  .catchall(z.unknown());

/** POST /api/error-logs body: one client-side failure (spec §3 error_logs). */
export const createErrorLogSchema = z.object({
  type: z.string().trim().min(1).max(100),
  message: z.string().min(1).max(5000),
  stack: z.string().max(20000).optional(),
  context: errorLogContextSchema.optional(),
  contractId: z.uuid().optional(),
});
export type CreateErrorLogInput = z.infer<typeof createErrorLogSchema>;

export const createErrorLogResponseSchema = z.object({ id: z.uuid() });

/** GET /api/error-logs?since=ISO: the error statistics read (error_type, created_at). */
export const listErrorLogsQuerySchema = z.object({ since: z.iso.datetime({ offset: true }) });
export const errorLogSummarySchema = z.object({ errorType: z.string(), createdAt: z.string() });
export const listErrorLogsResponseSchema = z.object({ errorLogs: z.array(errorLogSummarySchema) });
export type ErrorLogSummary = z.infer<typeof errorLogSummarySchema>;
