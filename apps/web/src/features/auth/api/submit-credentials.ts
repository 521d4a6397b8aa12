import { z } from "zod";
import { ApiError, apiRequest, type FetchLike } from "@/lib/api-client";
import { type Credentials, type Session, sessionSchema } from "../types";

export type CredentialsMode = "sign-in" | "sign-up";

export const SIGN_IN_TIMEOUT_MS = 10_000;

/**
 * What both /auth forms check before submitting. A new password must also pass the provider
 * policy (checked by the sign-up form); signing in needs only a password, since accounts made
 * under an older policy keep theirs.
 */
export const credentialsSchema = z.object({
  email: z.email("Please enter a valid email address"),
  password: z.string().min(1, "Password is required"),
});

/** Error whose message is safe to show the user as is. */
export class AuthRequestError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = "AuthRequestError";
  }
}

const UNAVAILABLE: Record<CredentialsMode, string> = {
  "sign-in": "Authentication service temporarily unavailable",
  "sign-up": "Registration service temporarily unavailable",
};

/**
 * POST /api/auth/sign-in or /api/auth/sign-up with e-mail and password. Resolves with the new
 * session (sign-up may answer without one until the e-mail is confirmed). Failures become an
 * AuthRequestError with the spec §8 message: a missing or failing auth service is "temporarily
 * unavailable", a timeout is "Sign in is taking too long...", other network failures "Connection failed".
 */
export async function submitCredentials(
  mode: CredentialsMode,
  credentials: Credentials,
  fetch?: FetchLike,
): Promise<Session | null> {
  try {
    const data = await apiRequest<{ session?: unknown } | null>(`/api/auth/${mode}`, {
      method: "POST",
      body: credentials,
      timeoutMs: SIGN_IN_TIMEOUT_MS,
      fetch,
    });
    const parsed = sessionSchema.nullable().safeParse(data?.session ?? null);
    if (!parsed.success) throw new AuthRequestError(UNAVAILABLE[mode], "invalid_response");
    if (mode === "sign-in" && parsed.data === null) {
      throw new AuthRequestError("No session created", "no_session");
    }
    return parsed.data;
  } catch (error) {
    if (error instanceof AuthRequestError) throw error;
    if (!(error instanceof ApiError)) throw new AuthRequestError(UNAVAILABLE[mode], "unknown");
    if (error.code === "timeout") {
      throw new AuthRequestError(
        "Sign in is taking too long. Please check your connection.",
        "timeout",
      );
    }
    if (error.status === 0) throw new AuthRequestError("Connection failed", "network_error");
    if (error.status === 404 || error.status >= 500) {
      throw new AuthRequestError(UNAVAILABLE[mode], error.code ?? "service_unavailable");
    }
    // 4xx answers from the auth service carry their own user-facing message.
    throw new AuthRequestError(error.message, error.code ?? "auth_error");
  }
}

/** POST /api/auth/sign-out. Callers treat a failure as signed out anyway (offline mode). */
export async function requestSignOut(accessToken: string | null, fetch?: FetchLike): Promise<void> {
  await apiRequest("/api/auth/sign-out", {
    method: "POST",
    timeoutMs: 5_000,
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
    fetch,
  });
}
