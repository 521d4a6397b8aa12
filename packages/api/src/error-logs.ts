import { z } from "zod";

/** Bounds of the free-form context of a reported failure. */
export const MAX_ERROR_CONTEXT_DEPTH = 8;
export const MAX_ERROR_CONTEXT_BYTES = 8192;

/** How deeply arrays and objects nest in a JSON value (0 for a plain value), without recursion. */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (item.value === null || typeof item.value !== "object") continue;
    deepest = Math.max(deepest, item.depth + 1);
    for (const child of Object.values(item.value))
      stack.push({ value: child, depth: item.depth + 1 });
  }
  return deepest;
}

/** Context recorded with a client failure: which operation, which attempt, when. */
export const errorLogContextSchema = z
  .object({
    operation: z.string().max(200).optional(),
    attempt: z.number().int().min(0).max(1000).optional(),
    timestamp: z.string().max(64).optional(),
  })
  .catchall(z.unknown())
  .superRefine((context, ctx) => {
    if (jsonDepth(context) > MAX_ERROR_CONTEXT_DEPTH) {
      ctx.addIssue({
        code: "custom",
        message: `must not nest more than ${MAX_ERROR_CONTEXT_DEPTH} levels deep`,
      });
    } else if (new TextEncoder().encode(JSON.stringify(context)).length > MAX_ERROR_CONTEXT_BYTES) {
      ctx.addIssue({
        code: "custom",
        message: `must be at most ${MAX_ERROR_CONTEXT_BYTES} bytes as JSON`,
      });
    }
  });

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
