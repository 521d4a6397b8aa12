import type { CreateErrorLogInput } from "@contract-platform/api";
import { type FetchLike, fetchWithTimeout } from "@/lib/api-client";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Builds the POST /api/error-logs body (packages/api createErrorLogSchema) for a caught error. */
export function toErrorReport(
  error: unknown,
  operation: string,
  attempt = 1,
  now: () => Date = () => new Date(),
  contractId?: string,
): CreateErrorLogInput {
  const err = error instanceof Error ? error : new Error(String(error));
  return {
    type: (err.name || "Error").slice(0, 100),
    message: (err.message || "Unknown error").slice(0, 5000),
    stack: err.stack?.slice(0, 20000),
    context: { operation, attempt, timestamp: now().toISOString() },
    ...(contractId && uuid.test(contractId) ? { contractId } : {}),
  };
}

/**
 * Sends a client error to POST /api/error-logs. One attempt (spec: error boundary logging uses
 * one attempt); a failure to report is swallowed so reporting can never break the screen.
 */
export async function reportError(
  report: CreateErrorLogInput,
  fetch?: FetchLike,
): Promise<boolean> {
  try {
    const response = await fetchWithTimeout("/api/error-logs", {
      method: "POST",
      body: report,
      timeoutMs: 5000,
      fetch,
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** Fire-and-forget variant for error boundaries, global handlers and failed operations. */
export function reportClientError(
  error: unknown,
  operation: string,
  attempt = 1,
  contractId?: string,
) {
  void reportError(toErrorReport(error, operation, attempt, undefined, contractId));
}
