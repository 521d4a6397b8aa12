import {
  AUTH_LIMITS,
  AUTH_MESSAGES,
  type AuthSession,
  type AuthUser,
  type SignUpRequest,
} from "@contract-platform/api";
import { hash } from "@node-rs/argon2";
import { sql } from "kysely";
import { assessRisk } from "./assess-risk.ts";
import { authError } from "./auth-error.ts";
import type { AuthDeps, RequestOrigin } from "./auth-runtime.ts";
import { checkRateLimit } from "./check-rate-limit.ts";
import { issueSession } from "./issue-session.ts";
import { normalizeEmail } from "./normalize-email.ts";
import { recordAuditLog } from "./record-audit-log.ts";
import { recordAuthEvent } from "./record-auth-event.ts";
import { sendEmailConfirmation } from "./send-email-confirmation.ts";
import { sendMail } from "./send-mail.ts";
import type { UserRow } from "./to-auth-user.ts";
import { toAuthUser } from "./to-auth-user.ts";
import { validateNewPassword } from "./validate-new-password.ts";

export interface SignUpResult {
  user: AuthUser | null;
  /** null when the e-mail must be confirmed first. */
  session: AuthSession | null;
  emailConfirmationRequired: boolean;
}

/**
 * Creates an account. The first account on an empty system becomes admin (decided under an
 * advisory lock, so two first sign-ups cannot both win). When e-mail verification is required
 * the answer never says whether the address was taken.
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
  const fail = async (
    status: 400 | 403 | 409 | 429,
    code: "rate_limited" | "security_blocked" | "weak_password" | "email_taken",
    message: string,
    type: "signup" | "security_violation" = "signup",
  ) => {
    await recordAuthEvent(deps, {
      type,
      email,
      success: false,
      duration: performance.now() - started,
      errorCode: code,
      errorMessage: message,
    });
    return authError(status, code, message);
  };

  const identifier = context.ipAddress ?? "unknown";
  const rate = await checkRateLimit(deps.db, {
    identifier,
    endpoint: "auth:signup",
    limit: AUTH_LIMITS.signupRateLimit.limit,
    windowMs: AUTH_LIMITS.signupRateLimit.windowMinutes * 60_000,
    now,
  });
  if (!rate.allowed) throw await fail(429, "rate_limited", AUTH_MESSAGES.tooManySignups);

  const recent = await deps.db
    .selectFrom("security_audit_logs")
    .select(["created_at", "ip_address"])
    .where("event_type", "=", "signup_attempt")
    .where("ip_address", "=", identifier)
    .where("created_at", ">", new Date(now.getTime() - 60 * 60_000))
    .execute();
  await recordAuditLog(deps.db, {
    userId: null,
    eventType: "signup_attempt",
    eventData: { email },
    origin: { ...origin, ipAddress: identifier },
    at: now,
  });
  const risk = assessRisk({
    email,
    now,
    attemptTimes: recent.map((row) => new Date(row.created_at)),
    ipAddresses: [identifier],
    // Attempts left before this one, as for sign-in.
    attemptsLeft: rate.remaining + 1,
  });
  if (risk.trustLevel === "blocked") {
    await recordAuditLog(deps.db, {
      userId: null,
      eventType: "security_violation",
      eventData: { email, action: "signup", riskScore: risk.riskScore, factors: risk.factors },
      origin,
      at: now,
    });
    throw await fail(403, "security_blocked", AUTH_MESSAGES.signUpBlocked, "security_violation");
  }

  try {
    validateNewPassword(input.password);
  } catch (error) {
    throw await fail(400, "weak_password", (error as Error).message);
  }
  const passwordHash = await hash(input.password, deps.auth.hashOptions);

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
      .returningAll()
      .executeTakeFirstOrThrow();
  });

  const redirectTo = input.redirectTo ?? context.siteOrigin;
  if (!created) {
    await recordAuditLog(deps.db, {
      userId: null,
      eventType: "signup_existing_email",
      eventData: { email },
      origin,
      at: now,
    });
    if (deps.auth.requireEmailVerification) {
      // Same answer as a new account; the owner learns of the attempt by mail.
      await sendMailAboutExisting(deps, email);
      await recordAuthEvent(deps, {
        type: "signup",
        email,
        success: true,
        duration: performance.now() - started,
      });
      return { user: null, session: null, emailConfirmationRequired: true };
    }
    throw await fail(409, "email_taken", "An account with this email already exists");
  }

  await sendEmailConfirmation(deps, {
    userId: created.id,
    email,
    siteOrigin: context.siteOrigin,
    redirectTo,
  });
  await recordAuditLog(deps.db, {
    userId: created.id,
    eventType: "sign_up",
    eventData: { role: created.role, riskScore: risk.riskScore, factors: risk.factors },
    origin,
    at: now,
  });
  await recordAuthEvent(deps, {
    type: "signup",
    email,
    userId: created.id,
    success: true,
    duration: performance.now() - started,
  });
  if (deps.auth.requireEmailVerification) {
    return { user: toAuthUser(created), session: null, emailConfirmationRequired: true };
  }
  const session = await startFirstSession(deps, created, origin, risk, now);
  return { user: session.user, session, emailConfirmationRequired: false };
}

async function startFirstSession(
  deps: AuthDeps,
  user: UserRow,
  origin: RequestOrigin,
  risk: ReturnType<typeof assessRisk>,
  now: Date,
) {
  return deps.db.transaction().execute(async (trx) => {
    const signedIn = await trx
      .updateTable("users")
      .set({ last_sign_in_at: now })
      .where("id", "=", user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return issueSession(trx, deps.auth, { user: signedIn, origin, risk, now });
  });
}

async function sendMailAboutExisting(deps: AuthDeps, email: string) {
  await sendMail(deps, {
    to: email,
    subject: "Sign-up attempt for your Contract Platform account",
    text: "Someone tried to create an account with this e-mail address, which already has one. If it was you, sign in instead; otherwise you can ignore this message.",
  });
}
