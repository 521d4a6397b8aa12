import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { hash, verify } from "@node-rs/argon2";
import type { Config } from "../config/load-config.ts";
import type { Logger } from "../logger/create-logger.ts";
import type { AuthRuntime } from "./auth-runtime.ts";
import { createSmtpMailer, type Mailer } from "./mailer.ts";

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. */
export const PRODUCTION_HASH_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };
/** Same algorithm, cheap enough for test suites that hash hundreds of passwords. */
export const TEST_HASH_OPTIONS = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/**
 * Builds the auth runtime: the signing secret (AUTH_SECRET, or one generated once and kept in
 * DATA_DIR/auth-secret), hashing cost by environment, and the mail transport (SMTP_URL or none).
 */
export function createAuthRuntime(
  config: Config,
  logger: Logger,
  options: { mailer?: Mailer | null } = {},
): AuthRuntime {
  const secret = config.auth.secret
    ? new TextEncoder().encode(config.auth.secret)
    : readOrCreateSecret(config.dataDir, logger);
  const underTest = config.env === "test" || process.env.NODE_ENV === "test";
  const hashOptions = underTest ? TEST_HASH_OPTIONS : PRODUCTION_HASH_OPTIONS;
  const mailer =
    options.mailer !== undefined
      ? options.mailer
      : config.auth.smtpUrl
        ? createSmtpMailer(config.auth.smtpUrl)
        : null;
  let dummy: Promise<string> | undefined;
  return {
    secret,
    issuer: "contract-platform",
    accessTokenTtlSeconds: config.auth.accessTokenTtlSeconds,
    refreshGraceMs: 10_000,
    sessionLifetimeMs: 30 * 24 * 60 * 60_000,
    hashOptions,
    hashPassword: (password) => hash(password, hashOptions),
    verifyPassword: (stored, password) => verify(stored, password).catch(() => false),
    requireEmailVerification: mailer !== null,
    mailer,
    mailFrom: config.auth.mailFrom,
    publicUrl: config.publicUrl,
    allowedOrigins: config.allowedOrigins,
    trustProxy: config.auth.trustProxy,
    signupLimitPerAddress: config.auth.signupLimitPerAddress,
    dummyHash: () => {
      dummy ??= hash(randomBytes(24).toString("base64url"), hashOptions);
      return dummy;
    },
    cache: new Map(),
  };
}

function readOrCreateSecret(dataDir: string, logger: Logger): Uint8Array {
  const path = join(dataDir, "auth-secret");
  if (existsSync(path)) {
    const text = readFileSync(path, "utf8").trim();
    if (text.length >= 43) return new Uint8Array(Buffer.from(text, "base64url"));
  }
  mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(32).toString("base64url");
  writeFileSync(path, `${value}\n`, { mode: 0o600, flag: "w" });
  chmodSync(path, 0o600);
  logger.info({ path }, "generated a new auth signing secret");
  return new Uint8Array(Buffer.from(value, "base64url"));
}
