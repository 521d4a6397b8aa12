import type { AuthErrorCode } from "@contract-platform/api";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { HttpError } from "../http/http-error.ts";

/** An auth failure with its spec §8 message and code. */
export function authError(
  status: ContentfulStatusCode,
  code: AuthErrorCode,
  message: string,
): HttpError {
  return new HttpError(status, code, message);
}
