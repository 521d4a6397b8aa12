import { ApiError, apiRequest, type FetchLike } from "@/lib/api-client";
import { type Session, sessionSchema } from "../types";
import { AuthRequestError } from "./submit-credentials";

/** spec §9: the context's session fetch gives up after 5 s. */
export const SESSION_FETCH_TIMEOUT_MS = 5_000;

/**
 * Sent on every call to a route the refresh cookie authenticates: the server refuses such calls
 * without it (CSRF protection — no form or link can send it).
 */
export const CSRF_HEADERS = { "x-requested-with": "fetch" } as const;

/**
 * POST /api/auth/refresh: the browser sends the HttpOnly refresh cookie (scripts never see it) and
 * gets a new access token, the user and a rotated cookie. Null when there is no session (no
 * cookie, or the server refused it); a connection problem throws an AuthRequestError.
 */
export async function requestRefresh(fetch?: FetchLike): Promise<Session | null> {
  try {
    const data = await apiRequest<{ session?: unknown }>("/api/auth/refresh", {
      method: "POST",
      headers: CSRF_HEADERS,
      timeoutMs: SESSION_FETCH_TIMEOUT_MS,
      fetch,
    });
    return data.session ? sessionSchema.parse(data.session) : null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 400)) return null;
    throw toConnectionError(error);
  }
}

function toConnectionError(error: unknown) {
  if (error instanceof ApiError && error.code === "timeout") {
    return new AuthRequestError("Connection timeout", "timeout");
  }
  if (error instanceof ApiError && error.status === 0) {
    return new AuthRequestError("Connection failed", "network_error");
  }
  return new AuthRequestError(
    error instanceof Error ? error.message : "Connection failed",
    "service_unavailable",
  );
}
