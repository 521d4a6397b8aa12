/** spec §4 and §9 constants of the auth service. */
export const AUTH_LIMITS = {
  maxFailedLogins: 5,
  failureWindowMs: 5 * 60_000,
  lockoutMs: 15 * 60_000,
  loginRateLimit: { limit: 10, windowMinutes: 5 },
  signupRateLimit: { limit: 3, windowMinutes: 60 },
  fallbackLimiter: { remaining: 59, windowMs: 60_000 },
  stepUpExpiryMs: 5 * 60_000,
  stepUpReverifyMs: 30 * 60_000,
  securityContextTtlMs: 60 * 60_000,
  suspiciousIntervalMs: 1000,
  suspiciousIpCount: 2,
  passwordMaxLength: 1024,
  refreshThresholdSeconds: 300,
  sessionTimeoutMinutes: 60,
  authLogCap: 1000,
} as const;

export const RISK_ADDITIONS = {
  suspiciousActivity: 30,
  fewAttemptsLeft: 20,
  disposableEmail: 25,
} as const;
