import { z } from "zod";

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailConfirmed: z.boolean().default(false),
  metadata: z.record(z.string(), z.unknown()).default({}),
  createdAt: z.string(),
  lastSignIn: z.string().nullable().default(null),
  role: z.enum(["admin", "moderator", "user"]).optional(),
});
export type User = z.infer<typeof userSchema>;

/** spec §3 Session. `expiresAt` is epoch milliseconds. */
export const sessionSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().nullable().default(null),
  expiresAt: z.number(),
  tokenType: z.string().default("bearer"),
  user: userSchema,
});
export type Session = z.infer<typeof sessionSchema>;

export type TrustLevel = "high" | "medium" | "low" | "blocked";

export type SecurityContext = {
  riskScore: number;
  trustLevel: TrustLevel;
  factors: string[];
  lastVerification: number;
  requiresStepUp: boolean;
};

/** spec §3 Auth state. */
export type AuthState = {
  user: User | null;
  session: Session | null;
  loading: boolean;
  error: string | null;
  connectionError: boolean;
  isAuthenticated: boolean;
  securityContext: SecurityContext | null;
  providerInitialized: boolean;
  contextInitialized: boolean;
  lastUpdate: number;
};

export type Credentials = { email: string; password: string };

/** Result of a form action: `error` is the user-facing message when it failed. */
export type AuthActionResult = { error: string | null };
