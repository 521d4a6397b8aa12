import { z } from "zod";

/** Machine-readable codes of the errors the server answers with. */
export const errorCodes = [
  "cors_blocked",
  "not_found",
  "invalid_json",
  "unsupported_media_type",
  "validation_failed",
  "invalid_multipart",
  "invalid_input",
  "rate_limited",
  "too_many_jobs",
  "payload_too_large",
  "internal_error",
  "service_unavailable",
] as const;

export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const CORS_BLOCKED_MESSAGE = "Origin not allowed by CORS policy";

/** Body of every error response. `issues` lists validation problems; `requestId` is on 5xx. */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string(),
  requestId: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
