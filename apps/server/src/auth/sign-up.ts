import {
  AUTH_LIMITS,
  AUTH_MESSAGES,
  type RateLimiterResponse,
  type SignUpRequest,
  tooManySignupsMessage,
} from "@contract-platform/api";
import { sql } from "kysely";
import { HttpError } from "../http/http-error.ts";
import { assessRisk } from "./assess-risk.ts";
import { authError } from "./auth-error.ts";
import type { AuthDeps, RequestOrigin } from "./auth-runtime.ts";
import { checkRateLimit } from "./check-rate-limit.ts";
import { normalizeEmail } from "./normalize-email.ts";
import { recordAuditLog } from "./record-audit-log.ts";
import { recordAuthEvent } from "./record-auth-event.ts";
import { sendEmailConfirmation } from "./send-email-confirmation.ts";
import { sendMail } from "./send-mail.ts";
import { validateNewPassword } from "./validate-new-password.ts";

/**
 * The one answer to every accepted sign-up, new e-mail or taken: it never says which. The account
 * is used by signing in (after confirming the e-mail when that is required).
 */
export interface SignUpResult {
  user: null;
  session: null;
  emailConfirmationRequired: boolean;
}

const signupWindowMs = AUTH_LIMITS.signupRateLimit.windowMinutes * 60_000;

/**
 * Creates an account. Input that fails validation (e-mail, password policy) is refused before
 * anything is counted; attempts that pass count against two limits: 3 an hour per e-mail address
 * (spec §9; stops mail-bombing one address) and SIGNUP_LIMIT_PER_ADDRESS an hour per client
 * address (stops mass creation, lets an office sign up together). A taken e-mail gets the same
 * status, body and work (one argon2 hash, one mail) as a new one; its owner is mailed a notice.
 * The first account on an empty system becomes admin (decided under an advisory lock).
 */
export async function signUp(
  deps: AuthDeps,
  input: SignUpRequest,
  context: RequestOrigin & { siteOrigin: string },
): Promise<SignUpResult> {
  const started = performance.now();
  const now = deps.clock.now();
  const email = normalizeEmail(input.email);
  const origin: RequestOrigin = { ipAddress: context.ipAddress, userAgent: context.userAgent };
  const event = (success: boolean, code?: string, message?: string, userId?: string) =>
    recordAuthEvent(deps, {
      type: code === "security_blocked" ? "security_violation" : "signup",
      email,
      userId,
      success,
      duration: performance.now() - started,
      errorCode: code,
      errorMessage: message,
    });

  try {
    validateNewPassword(input.password);
  } catch (error) {
    await event(false, "weak_password", (error as Error).message);
    throw error;
  }

  const address = context.ipAddress ?? "unknown";
  const limits = [
    { identifier: address, endpoint: "auth:signup", limit: deps.auth.signupLimitPerAddress },
    {
      identifier: email,
      endpoint: "auth:signup-email",
      limit: AUTH_LIMITS.signupRateLimit.limit,
    },
  ];
  let perEmail: RateLimiterResponse | undefined;
  for (const limit of limits) {
    const rate = await checkRateLimit(deps.db, { ...limit, windowMs: signupWindowMs, now });
    if (!rate.allowed) {
      const error = tooManySignups(rate, now);
      await event(false, "rate_limited", error.message);
      throw error;
    }
    perEmail = rate;
  }

  const recent = await deps.db
    .selectFrom("security_audit_logs")
    .select("created_at")
    .where("event_type", "=", "signup_attempt")
    .where("ip_address", "=", address)
    .where("created_at", ">", new Date(now.getTime() - signupWindowMs))
    .execute();
  await recordAuditLog(deps.db, {
    userId: null,
    eventType: "signup_attempt",
    eventData: { email },
    origin: { ...origin, ipAddress: address },
    at: now,
  });
  const risk = assessRisk({
    email,
    now,
    attemptTimes: recent.map((row) => new Date(row.created_at)),
    ipAddresses: [address],
    // Attempts left for this e-mail before this one, as for sign-in.
    attemptsLeft: (perEmail?.remaining ?? 0) + 1,
  });
  if (risk.trustLevel === "blocked") {
    await recordAuditLog(deps.db, {
      userId: null,
      eventType: "security_violation",
      eventData: { email, action: "signup", riskScore: risk.riskScore, factors: risk.factors },
      origin,
      at: now,
    });
    await event(false, "security_blocked", AUTH_MESSAGES.signUpBlocked);
    throw authError(403, "security_blocked", AUTH_MESSAGES.signUpBlocked);
  }

  // Hashed whether or not the e-mail is taken, so both answers take the same time.
  const passwordHash = await deps.auth.hashPassword(input.password);
  const created = await deps.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(7346100)`.execute(trx);
    const existing = await trx
      .selectFrom("users")
      .select("id")
      .where(sql`lower(email)`, "=", email)
      .executeTakeFirst();
    if (existing) return null;
    const anyUser = await trx.selectFrom("users").select("id").limit(1).executeTakeFirst();
    return trx
      .insertInto("users")
      .values({
        email,
        password_hash: passwordHash,
        role: anyUser ? "user" : "admin",
        metadata: JSON.stringify(input.metadata ?? {}),
        created_at: now,
        updated_at: now,
      })
      .returning(["id", "role"])
      .executeTakeFirstOrThrow();
  });

  const result: SignUpResult = {
    user: null,
    session: null,
    emailConfirmationRequired: deps.auth.requireEmailVerification,
  };
  if (!created) {
    await recordAuditLog(deps.db, {
      userId: null,
      eventType: "signup_existing_email",
      eventData: { email },
      origin,
      at: now,
    });
    await sendMail(deps, {
      to: email,
      subject: "Sign-up attempt for your Contract Platform account",
      text: "Someone tried to create an account with this e-mail address, which already has one. If it was you, sign in instead; otherwise you can ignore this message.",
    });
    await event(true);
    return result;
  }

  await sendEmailConfirmation(deps, {
    userId: created.id,
    email,
    siteOrigin: context.siteOrigin,
    redirectTo: input.redirectTo ?? context.siteOrigin,
  });
  await recordAuditLog(deps.db, {
    userId: created.id,
    eventType: "sign_up",
    eventData: { role: created.role, riskScore: risk.riskScore, factors: risk.factors },
    origin,
    at: now,
  });
  await event(true, undefined, undefined, created.id);
  return result;
}

/** 429 saying when to try again: Retry-After, retryAt and the minutes in the message. */
function tooManySignups(rate: RateLimiterResponse, now: Date): HttpError {
  const retryAfterSeconds = Math.max(1, Math.ceil((rate.resetTime - now.getTime()) / 1000));
  return new HttpError(429, "rate_limited", tooManySignupsMessage(retryAfterSeconds), undefined, {
    headers: { "Retry-After": String(retryAfterSeconds) },
    body: { retryAfterSeconds, retryAt: new Date(rate.resetTime).toISOString() },
  });
}
