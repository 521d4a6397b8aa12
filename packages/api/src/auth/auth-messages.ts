/** User-facing messages of spec §8 "Authentication", shared by server and web. */
export const AUTH_MESSAGES = {
  invalidCredentials: "Invalid email or password",
  signInTimeoutTitle: "Sign in timeout",
  signInTimeout: "Sign in is taking too long. Please check your connection.",
  connectionFailed: "Connection failed",
  providerNotInitialized: "Auth provider not initialized",
  signUpBlocked: "Sign up blocked by security policy",
  sessionBlocked: "Session blocked by security policy",
  tooManyLogins: "Too many login attempts. Please try again later.",
  tooManySignups: "Too many signup attempts. Please try again later.",
  authUnavailable: "Authentication service temporarily unavailable",
  registrationUnavailable: "Registration service temporarily unavailable",
  noSession: "No session created",
  connectionTimeout: "Connection timeout",
  directTimeout: "Connection timeout - please try again",
  directSignInFailed: "Sign in failed. Please try again.",
  signUpConnectionFailed: "Connection failed during sign up",
  signOutFailed: "Sign out failed",
  signedIn: "Signed in successfully",
  accountCreated: "Account created successfully! Please check your email for verification.",
  /** Sign-up without required e-mail confirmation: the account can be used at once. */
  accountReady: "Account created successfully! You can sign in now.",
  signedOut: "Signed out successfully",
  signedOutOffline: "Signed out successfully (offline mode)",
  forceLogout: "Force logout completed",
  passwordsDoNotMatch: "Passwords do not match.",
  accountLockedByAdmin: "This account has been locked by an administrator.",
} as const;

/**
 * The spec's 'Too many signup attempts. Please try again later.' with "later" made precise: the
 * minutes until the limit's window ends (at least 1).
 */
export function tooManySignupsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many signup attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/** 'Account temporarily locked. Try again in N minutes.' */
export function accountLockedMessage(minutes: number): string {
  return `Account temporarily locked. Try again in ${minutes} minutes.`;
}

/** Codes of spec §8 plus the ones our own service adds. */
export const authErrorCodes = [
  "invalid_credentials",
  "no_session",
  "refresh_failed",
  "update_failed",
  "account_locked",
  "security_blocked",
  "rate_limited",
  "timeout",
  "network_error",
  "unauthorized",
  "forbidden",
  "weak_password",
  "email_taken",
  "invalid_token",
  "step_up_required",
  "email_not_confirmed",
  "csrf_rejected",
] as const;
export type AuthErrorCode = (typeof authErrorCodes)[number];
