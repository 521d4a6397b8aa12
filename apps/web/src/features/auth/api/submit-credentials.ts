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

/** What a sign-up answers: the same for a new and a taken e-mail, never a session. */
export type SignUpOutcome = { emailConfirmationRequired: boolean };

/**
 * POST /api/auth/sign-in with e-mail and password: the new session. Failures become an
 * AuthRequestError with the spec §8 message (see toAuthRequestError).
 */
export async function submitSignIn(credentials: Credentials, fetch?: FetchLike): Promise<Session> {
  try {
    const data = await apiRequest<{ session?: unknown } | null>("/api/auth/sign-in", {
      method: "POST",
      body: credentials,
      timeoutMs: SIGN_IN_TIMEOUT_MS,
      fetch,
    });
    if (!data?.session) throw new AuthRequestError("No session created", "no_session");
    const parsed = sessionSchema.safeParse(data.session);
    if (!parsed.success) throw new AuthRequestError(UNAVAILABLE["sign-in"], "invalid_response");
    return parsed.data;
  } catch (error) {
    throw toAuthRequestError("sign-in", error);
  }
}

/**
 * POST /api/auth/sign-up. The account is used by signing in afterwards (once the e-mail is
 * confirmed, when the server requires that).
 */
export async function submitSignUp(
  credentials: Credentials,
  fetch?: FetchLike,
): Promise<SignUpOutcome> {
  try {
    const data = await apiRequest<{ emailConfirmationRequired?: unknown } | null>(
      "/api/auth/sign-up",
      { method: "POST", body: credentials, timeoutMs: SIGN_IN_TIMEOUT_MS, fetch },
    );
    return { emailConfirmationRequired: data?.emailConfirmationRequired === true };
  } catch (error) {
    throw toAuthRequestError("sign-up", error);
  }
}

/**
 * The spec §8 message for a failed sign-in or sign-up: a missing or failing auth service is
 * "temporarily unavailable", a timeout is "Sign in is taking too long...", other network failures
 * "Connection failed", and 4xx answers carry the server's own message (a limit also says at what
 * local time to try again).
 */
function toAuthRequestError(mode: CredentialsMode, error: unknown): AuthRequestError {
  if (error instanceof AuthRequestError) return error;
  if (!(error instanceof ApiError)) return new AuthRequestError(UNAVAILABLE[mode], "unknown");
  if (error.code === "timeout") {
    return new AuthRequestError(
      "Sign in is taking too long. Please check your connection.",
      "timeout",
    );
  }
  if (error.status === 0) return new AuthRequestError("Connection failed", "network_error");
  if (error.status === 404 || error.status >= 500) {
    return new AuthRequestError(UNAVAILABLE[mode], error.code ?? "service_unavailable");
  }
  // 4xx answers from the auth service carry their own user-facing message.
  const retryAt = typeof error.data?.retryAt === "string" ? new Date(error.data.retryAt) : null;
  const message =
    error.status === 429 && retryAt && !Number.isNaN(retryAt.getTime())
      ? `${error.message.replace(/\.$/, "")} (at ${retryAt.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })}).`
      : error.message;
  return new AuthRequestError(message, error.code ?? "auth_error");
}

/**
 * POST /api/auth/sign-out: ends the session (named by the access token, or by the refresh cookie
 * when there is none) and clears the cookie. Callers treat a failure as signed out anyway.
 */
export async function requestSignOut(accessToken: string | null, fetch?: FetchLike): Promise<void> {
  await apiRequest("/api/auth/sign-out", {
    method: "POST",
    timeoutMs: 5_000,
    headers: {
      "x-requested-with": "fetch",
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    fetch,
  });
}
