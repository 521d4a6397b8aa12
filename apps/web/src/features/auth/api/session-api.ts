import { ApiError, apiRequest, type FetchLike } from "@/lib/api-client";
import { type Session, sessionSchema, userSchema } from "../types";
import { AuthRequestError } from "./submit-credentials";

/** spec §9: the context's session fetch gives up after 5 s. */
export const SESSION_FETCH_TIMEOUT_MS = 5_000;

/**
 * GET /api/auth/session with the given access token: the user as the server sees them now, or
 * null when the server no longer accepts the token (expired, signed out, revoked).
 */
export async function fetchCurrentUser(accessToken: string, fetch?: FetchLike) {
  try {
    const data = await apiRequest<{ session?: { user?: unknown } | null }>("/api/auth/session", {
      timeoutMs: SESSION_FETCH_TIMEOUT_MS,
      headers: { authorization: `Bearer ${accessToken}` },
      fetch,
    });
    // The server answers {session: null, code: 'no_session'} when it no longer has the session.
    if (data.session === null) return null;
    return userSchema.parse(data.session?.user);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw toConnectionError(error);
  }
}

/** POST /api/auth/refresh: the rotated session, or null when the refresh token is refused. */
export async function requestRefresh(refreshToken: string, fetch?: FetchLike) {
  try {
    const data = await apiRequest<{ session?: unknown }>("/api/auth/refresh", {
      method: "POST",
      body: { refreshToken },
      timeoutMs: SESSION_FETCH_TIMEOUT_MS,
      fetch,
    });
    return sessionSchema.parse(data.session) as Session;
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
