import { z } from "zod";
import { AUTH_LIMITS } from "./auth-constants.ts";
import { roleSchema } from "./roles.ts";

/** E-mail as typed; the server normalises it (trim, lower case) before any use. */
export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Please enter a valid email address"));

/** A password is never trimmed or truncated; over the maximum it is refused instead. */
const passwordField = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .max(AUTH_LIMITS.passwordMaxLength, "Password is too long");

export const signUpRequestSchema = z.strictObject({
  email: emailSchema,
  /** The provider policy is checked by the server (weak_password with the missing items). */
  password: passwordField,
  /** Where the confirmation link leads; only the site's own origin is accepted. */
  redirectTo: z.string().max(2048).optional(),
  metadata: z.record(z.string().max(64), z.unknown()).optional(),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const signInRequestSchema = z.strictObject({
  email: emailSchema,
  password: passwordField,
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** POST /api/auth/password: the current password proves it is the owner. */
export const changePasswordRequestSchema = z.strictObject({
  currentPassword: passwordField,
  newPassword: passwordField,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const confirmEmailRequestSchema = z.strictObject({
  token: z.string().min(1).max(512),
});

export const stepUpRequestSchema = z.strictObject({
  password: passwordField,
});

const metadataSchema = z
  .record(z.string().max(64), z.unknown())
  .refine((value) => JSON.stringify(value).length <= 16 * 1024, "Metadata is too large");

export const updateUserRequestSchema = z
  .strictObject({
    email: emailSchema.optional(),
    metadata: metadataSchema.optional(),
  })
  .refine((value) => value.email !== undefined || value.metadata !== undefined, {
    message: "Nothing to update: give email or metadata",
  });
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const grantRoleRequestSchema = z.strictObject({ role: roleSchema });

/** spec §3 User. */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailConfirmed: z.boolean(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  lastSignIn: z.string().nullable(),
  role: roleSchema,
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** spec §3 Session. expiresAt is epoch milliseconds of the access token's expiry. */
export const authSessionSchema = z.object({
  accessToken: z.string(),
  /**
   * Always null on the wire: the refresh token travels only in the HttpOnly `cp_refresh` cookie
   * (scoped to /api/auth/refresh and /api/auth/sign-out), never where scripts can read it.
   */
  refreshToken: z.null(),
  expiresAt: z.number(),
  tokenType: z.literal("bearer"),
  user: authUserSchema,
});
export type AuthSession = z.infer<typeof authSessionSchema>;

export const trustLevelSchema = z.enum(["high", "medium", "low", "blocked"]);
export type TrustLevel = z.infer<typeof trustLevelSchema>;

/** spec §3 Security context. lastVerification is epoch milliseconds. */
export const securityContextSchema = z.object({
  riskScore: z.number(),
  trustLevel: trustLevelSchema,
  factors: z.array(z.string()),
  lastVerification: z.number(),
  requiresStepUp: z.boolean(),
});
export type SecurityContext = z.infer<typeof securityContextSchema>;

export const activeSessionSchema = z.object({
  id: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastRefreshedAt: z.string(),
  expiresAt: z.string(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const rateLimiterRequestSchema = z.strictObject({
  identifier: z.string().trim().min(1).max(320),
  endpoint: z.string().trim().min(1).max(200),
  limit: z.number().int().min(1).max(100_000),
  windowMinutes: z
    .number()
    .positive()
    .max(7 * 24 * 60),
});
export type RateLimiterRequest = z.infer<typeof rateLimiterRequestSchema>;

/** resetTime is epoch milliseconds when the window ends. */
export const rateLimiterResponseSchema = z.object({
  allowed: z.boolean(),
  remaining: z.number().int().nonnegative(),
  resetTime: z.number(),
});
export type RateLimiterResponse = z.infer<typeof rateLimiterResponseSchema>;

export const authEventTypeSchema = z.enum([
  "signin",
  "signup",
  "session_refresh",
  "security_violation",
]);
export type AuthEventType = z.infer<typeof authEventTypeSchema>;

/** spec §3 Provider config. */
export const providerConfigSchema = z.object({
  name: z.string(),
  type: z.string(),
  enabled: z.boolean(),
  apiUrl: z.string(),
  projectId: z.string(),
  autoRefresh: z.boolean(),
  refreshThreshold: z.number(),
  sessionTimeout: z.number(),
  enableZeroTrust: z.boolean(),
  requireEmailVerification: z.boolean(),
  passwordPolicy: z.object({
    minLength: z.number(),
    requireUppercase: z.boolean(),
    requireLowercase: z.boolean(),
    requireNumbers: z.boolean(),
    requireSpecialChars: z.boolean(),
  }),
  corsEnabled: z.boolean(),
  allowedOrigins: z.array(z.string()),
  migrationMode: z.boolean(),
  fallbackProvider: z.string().nullable(),
});
export type ProviderConfig = z.infer<typeof providerConfigSchema>;

/** One hour of the analytics window: events per type and how many failed. */
export const authAnalyticsHourSchema = z.object({
  hour: z.string(),
  signin: z.number(),
  signup: z.number(),
  session_refresh: z.number(),
  security_violation: z.number(),
  failed: z.number(),
});
export type AuthAnalyticsHour = z.infer<typeof authAnalyticsHourSchema>;

/**
 * spec §9 analytics: over the last 24 hours of the stored events (up to 1000, kept 7 days),
 * top 5 errors, cached 5 minutes.
 */
export const authAnalyticsSchema = z.object({
  windowHours: z.number(),
  totalEvents: z.number(),
  successRate: z.number(),
  averageDuration: z.number(),
  byType: z.record(z.string(), z.object({ total: z.number(), failed: z.number() })),
  topErrors: z.array(z.object({ errorCode: z.string(), count: z.number() })),
  /** 24 hourly buckets, oldest first, the last one holding the current hour. */
  hourly: z.array(authAnalyticsHourSchema),
  /** What the event store holds: at most 1000 events of the last 7 days. */
  retained: z.object({ events: z.number(), oldest: z.string().nullable(), days: z.number() }),
  cacheSeconds: z.number(),
  generatedAt: z.string(),
});
export type AuthAnalytics = z.infer<typeof authAnalyticsSchema>;
