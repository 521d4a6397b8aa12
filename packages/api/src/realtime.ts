import { z } from "zod";

export const realtimeTables = ["contracts", "contract_metrics", "notifications"] as const;
export const realtimeTableSchema = z.enum(realtimeTables);
export type RealtimeTable = z.infer<typeof realtimeTableSchema>;

/** A row change on contracts or contract_metrics (SSE event name `change`). */
export const tableChangeEventSchema = z.object({
  table: realtimeTableSchema,
  op: z.enum(["INSERT", "UPDATE", "DELETE"]),
  id: z.string(),
  user_id: z.string().nullable(),
  contract_id: z.string().nullable(),
});
export type TableChangeEvent = z.infer<typeof tableChangeEventSchema>;

export const jobStatuses = ["queued", "running", "succeeded", "failed"] as const;
export const jobStatusSchema = z.enum(jobStatuses);
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** A background job's status or progress change (SSE event name `job`). */
export const jobEventSchema = z.object({
  jobId: z.string(),
  type: z.string(),
  status: jobStatusSchema,
  progress: z.number().min(0).max(100),
  message: z.string().nullable(),
  userId: z.string().nullable(),
  error: z.string().nullable(),
});
export type JobEvent = z.infer<typeof jobEventSchema>;
