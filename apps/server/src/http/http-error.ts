import type { ErrorCode } from "@contract-platform/api";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** An error meant for the client: its status, code and message are sent as they are. */
export class HttpError extends Error {
  override name = "HttpError";
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode | (string & {}),
    message: string,
    readonly issues?: { path: string; message: string }[],
    /** Extra response headers (Retry-After) and body fields (retryAt) for this answer. */
    readonly extra?: { headers?: Record<string, string>; body?: Record<string, unknown> },
  ) {
    super(message);
  }
}
