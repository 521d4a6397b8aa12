import {
  CONTRACT_NOT_FOUND_MESSAGE,
  DOWNLOAD_FAILED_MESSAGE,
  NOT_CONVERTED_MESSAGE,
} from "@contract-platform/api";
import { ApiError } from "@/lib/api-client";
import { reportClientError } from "@/lib/errors/report-error";

/** spec §8: the toast's fallback when a failure carries no message. */
export const CODE_REVIEW_FALLBACK = "Failed to load converted code for review";
export const DATABASE_UNAVAILABLE_MESSAGE = "Database connection not available";

/** A code review that could not be opened, with one of the spec §8 messages. */
export class CodeReviewError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CodeReviewError";
  }
}

/**
 * Maps a failed request for a contract's code to the spec §8 "Code Review Failed" messages, each
 * shown alone: the server's own spec text when it gave one, otherwise by status.
 */
export function toCodeReviewError(error: unknown): CodeReviewError {
  if (error instanceof CodeReviewError) return error;
  if (!(error instanceof ApiError)) return new CodeReviewError(DOWNLOAD_FAILED_MESSAGE);
  if (error.status === 0) return new CodeReviewError(DATABASE_UNAVAILABLE_MESSAGE);
  if (error.status === 404 || error.status === 403) {
    return new CodeReviewError(CONTRACT_NOT_FOUND_MESSAGE);
  }
  if (error.status === 409) return new CodeReviewError(NOT_CONVERTED_MESSAGE);
  if (error.code === "download_failed" || error.message === DOWNLOAD_FAILED_MESSAGE) {
    return new CodeReviewError(DOWNLOAD_FAILED_MESSAGE);
  }
  return new CodeReviewError(`Failed to load contract: ${error.message || "unknown error"}`);
}

/** Records a failed code review in error_logs (spec §7), linked to the contract. */
export function reportCodeReviewFailure(
  error: unknown,
  contractId: string,
  operation = "code review",
) {
  reportClientError(toCodeReviewError(error), operation, 1, contractId);
}
