import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";

/** Attempts of a failed query before its error is shown (network failures and 5xx only). */
const maxRetries = 3;

/**
 * Whether a failed query is tried again. A refusal of the request itself (4xx: not found, access
 * denied, invalid input) answers the same the next time, so it is shown at once instead of after
 * seconds of retries; time-outs (408) and rate limits (429) pass, as do network errors and 5xx.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  ) {
    return false;
  }
  return failureCount < maxRetries;
}

/** The app's query cache: data fresh for 30 s, no refetch on focus, retries per shouldRetryQuery. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetryQuery },
    },
  });
}
