import {
  AUTH_LIMITS,
  AUTH_MESSAGES,
  accountLockedMessage,
  type SignInRequest,
} from "@contract-platform/api";
import { sql } from "kysely";
import { assessRisk, type RiskAssessment } from "./assess-risk.ts";
import { authError } from "./auth-error.ts";
import type { AuthDeps, RequestOrigin } from "./auth-runtime.ts";
import { checkRateLimit } from "./check-rate-limit.ts";
import { type IssuedSession, issueSession } from "./issue-session.ts";
import { normalizeEmail } from "./normalize-email.ts";
import { recordAuditLog } from "./record-audit-log.ts";
import { recordAuthEvent } from "./record-auth-event.ts";

const riskLookbackMs = 60 * 60_000;

type Outcome =
  | { kind: "success"; issued: IssuedSession; risk: RiskAssessment }
  | { kind: "invalid"; userId: string | null }
  | { kind: "locked"; userId: string | null; lockedUntil: Date }
  | { kind: "blocked"; userId: string; risk: RiskAssessment }
  | { kind: "unconfirmed"; userId: string }
  | { kind: "disabled"; userId: string };

/**
 * Sign in with e-mail and password. Unknown e-mail, wrong password and locked account look the
 * same from outside: the same messages, and one argon2 verification on every path (a dummy hash
 * when there is no user). Attempts on one e-mail are serialised on its login_lockouts row, so
 * the failure count and the lock are exact under concurrency.
 */
export async function signIn(
  deps: AuthDeps,
  input: SignInRequest,
  origin: RequestOrigin,
): Promise<IssuedSession> {
  const started = performance.now();
  const now = deps.clock.now();
  const email = normalizeEmail(input.email);
  const event = (success: boolean, errorCode?: string, errorMessage?: string, userId?: string) =>
    recordAuthEvent(deps, {
      type: "signin",
      email,
      userId,
      success,
      duration: performance.now() - started,
      errorCode,
      errorMessage,
    });

  const rate = await checkRateLimit(deps.db, {
    identifier: email,
    endpoint: "auth:signin",
    limit: AUTH_LIMITS.loginRateLimit.limit,
    windowMs: AUTH_LIMITS.loginRateLimit.windowMinutes * 60_000,
    now,
  });
  if (!rate.allowed) {
    await recordAuditLog(deps.db, {
      userId: null,
      eventType: "signin_rate_limited",
      eventData: { email },
      origin,
      at: now,
    });
    await event(false, "rate_limited", AUTH_MESSAGES.tooManyLogins);
    throw authError(429, "rate_limited", AUTH_MESSAGES.tooManyLogins);
  }

  // The password is checked before the transaction: argon2 takes tens of milliseconds, and a
  // transaction holds a connection (on PGlite, the only one) for as long as it runs.
  const found = await deps.db
    .selectFrom("users")
    .select(["id", "password_hash"])
    .where(sql`lower(email)`, "=", email)
    .executeTakeFirst();
  const passwordOk = await deps.auth.verifyPassword(
    found?.password_hash ?? (await deps.auth.dummyHash()),
    input.password,
  );

  const outcome = await deps.db.transaction().execute(async (trx): Promise<Outcome> => {
    const lock = await sql<{ cleared_at: Date | null; locked_until: Date | null }>`
      insert into login_lockouts as l (email) values (${email})
      on conflict (email) do update set email = l.email
      returning cleared_at, locked_until`.execute(trx);
    const lockout = lock.rows[0];
    // Read again under the lock: the verified hash must still be the account's password.
    const user = found
      ? await trx
          .selectFrom("users")
          .selectAll()
          .where("id", "=", found.id)
          .where("password_hash", "=", found.password_hash)
          .executeTakeFirst()
      : undefined;
    const record = (outcome: "success" | "failure" | "locked" | "blocked") =>
      trx
        .insertInto("login_attempts")
        .values({ email, ip_address: origin.ipAddress, outcome, attempted_at: now })
        .execute();

    const lockedUntil = lockout.locked_until ? new Date(lockout.locked_until) : null;
    if (lockedUntil && lockedUntil > now) {
      await record("locked");
      return { kind: "locked", userId: user?.id ?? null, lockedUntil };
    }

    const windowStart = new Date(now.getTime() - AUTH_LIMITS.failureWindowMs);
    const clearedAt = lockout.cleared_at ? new Date(lockout.cleared_at) : null;
    const since = clearedAt && clearedAt > windowStart ? clearedAt : windowStart;
    const countFailures = async () => {
      const row = await trx
        .selectFrom("login_attempts")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("email", "=", email)
        .where("outcome", "=", "failure")
        .where("attempted_at", ">", since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };

    if (!user || !passwordOk) {
      await record("failure");
      if ((await countFailures()) >= AUTH_LIMITS.maxFailedLogins) {
        const until = new Date(now.getTime() + AUTH_LIMITS.lockoutMs);
        await trx
          .updateTable("login_lockouts")
          .set({ locked_until: until })
          .where("email", "=", email)
          .execute();
        return { kind: "locked", userId: user?.id ?? null, lockedUntil: until };
      }
      return { kind: "invalid", userId: user?.id ?? null };
    }

    // Locked by an administrator (Admin Settings): said only to someone who knows the password.
    if (user.locked_at !== null) {
      await record("locked");
      return { kind: "disabled", userId: user.id };
    }

    const recent = await trx
      .selectFrom("login_attempts")
      .select(["attempted_at", "ip_address"])
      .where("email", "=", email)
      .where("attempted_at", ">", new Date(now.getTime() - riskLookbackMs))
      .execute();
    const risk = assessRisk({
      email,
      now,
      attemptTimes: recent.map((row) => new Date(row.attempted_at)),
      ipAddresses: [...recent.map((row) => row.ip_address), origin.ipAddress],
      attemptsLeft: AUTH_LIMITS.maxFailedLogins - (await countFailures()),
    });
    if (risk.trustLevel === "blocked") {
      await record("blocked");
      return { kind: "blocked", userId: user.id, risk };
    }
    await record("success");
    if (deps.auth.requireEmailVerification && user.email_confirmed_at === null) {
      return { kind: "unconfirmed", userId: user.id };
    }
    await trx
      .updateTable("login_lockouts")
      .set({ cleared_at: now, locked_until: null })
      .where("email", "=", email)
      .execute();
    const signedIn = await trx
      .updateTable("users")
      .set({ last_sign_in_at: now })
      .where("id", "=", user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const issued = await issueSession(trx, deps.auth, { user: signedIn, origin, risk, now });
    return { kind: "success", issued, risk };
  });

  switch (outcome.kind) {
    case "success":
      await recordAuditLog(deps.db, {
        userId: outcome.issued.session.user.id,
        eventType: "sign_in",
        eventData: { riskScore: outcome.risk.riskScore, factors: outcome.risk.factors },
        origin,
        at: now,
      });
      await event(true, undefined, undefined, outcome.issued.session.user.id);
      return outcome.issued;
    case "invalid":
      await recordAuditLog(deps.db, {
        userId: outcome.userId,
        eventType: "sign_in_failed",
        eventData: { email },
        origin,
        at: now,
      });
      await event(false, "invalid_credentials", AUTH_MESSAGES.invalidCredentials);
      throw authError(400, "invalid_credentials", AUTH_MESSAGES.invalidCredentials);
    case "locked": {
      const minutes = Math.max(
        1,
        Math.ceil((outcome.lockedUntil.getTime() - now.getTime()) / 60_000),
      );
      const message = accountLockedMessage(minutes);
      await recordAuditLog(deps.db, {
        userId: outcome.userId,
        eventType: "account_locked",
        eventData: { email, lockedUntil: outcome.lockedUntil.toISOString() },
        origin,
        at: now,
      });
      await event(false, "account_locked", message);
      throw authError(423, "account_locked", message);
    }
    case "disabled":
      await recordAuditLog(deps.db, {
        userId: outcome.userId,
        eventType: "sign_in_refused_account_locked",
        eventData: { email },
        origin,
        at: now,
      });
      await event(false, "account_locked", AUTH_MESSAGES.accountLockedByAdmin, outcome.userId);
      throw authError(423, "account_locked", AUTH_MESSAGES.accountLockedByAdmin);
    case "unconfirmed":
      await event(false, "email_not_confirmed", "Email not confirmed", outcome.userId);
      throw authError(403, "email_not_confirmed", "Email not confirmed");
    case "blocked":
      await recordAuditLog(deps.db, {
        userId: outcome.userId,
        eventType: "security_violation",
        eventData: { email, riskScore: outcome.risk.riskScore, factors: outcome.risk.factors },
        origin,
        at: now,
      });
      await recordAuthEvent(deps, {
        type: "security_violation",
        email,
        userId: outcome.userId,
        success: false,
        duration: performance.now() - started,
        errorCode: "security_blocked",
        errorMessage: AUTH_MESSAGES.sessionBlocked,
        metadata: { factors: outcome.risk.factors },
      });
      throw authError(403, "security_blocked", AUTH_MESSAGES.sessionBlocked);
  }
}
