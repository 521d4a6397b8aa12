import type { Options as Argon2Options } from "@node-rs/argon2";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/create-database.ts";
import type { Logger } from "../logger/create-logger.ts";
import type { Mailer } from "./mailer.ts";

/** Settings and keys the auth functions share; built once by createAuthRuntime. */
export interface AuthRuntime {
  /** HMAC key for access tokens and refresh-token derivation. */
  secret: Uint8Array;
  issuer: string;
  accessTokenTtlSeconds: number;
  /** How long a rotated refresh token still yields the current one (concurrent refreshes). */
  refreshGraceMs: number;
  /** Absolute lifetime of a session (refresh-token family). */
  sessionLifetimeMs: number;
  hashOptions: Argon2Options;
  /** argon2id of a new password with hashOptions (one seam, so tests can count the work). */
  hashPassword: (password: string) => Promise<string>;
  /** argon2 verification; false for a wrong password or an unreadable hash. */
  verifyPassword: (hash: string, password: string) => Promise<boolean>;
  requireEmailVerification: boolean;
  mailer: Mailer | null;
  mailFrom: string;
  publicUrl?: string;
  allowedOrigins: string[];
  trustProxy: boolean;
  /** Sign-ups that pass validation allowed per client address and hour (SIGNUP_LIMIT_PER_ADDRESS). */
  signupLimitPerAddress: number;
  /** A hash of a random password, verified against when there is no user, for equal timing. */
  dummyHash: () => Promise<string>;
  /** In-memory caches that may be dropped at any time (analytics). */
  cache: Map<string, { at: number; value: unknown }>;
}

/** What every auth function takes. */
export interface AuthDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  auth: AuthRuntime;
}

/** Where a request came from, for audit logs, sessions and risk. */
export interface RequestOrigin {
  ipAddress: string | null;
  userAgent: string | null;
}
