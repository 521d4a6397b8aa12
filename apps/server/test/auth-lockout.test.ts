import { type AuthSession, accountLockedMessage } from "@contract-platform/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAccount,
  createAuthTestApp,
  get,
  jump,
  nextIp,
  post,
  refreshWithCookie,
  signInUser,
  signUpUser,
} from "./auth-helpers.ts";
import type { TestApp } from "./create-test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(async () => {
  await t.close();
});

const wrong = (email: string, ip?: string) => signInUser(t, email, "Wrong-password-1", ip);
const minute = 60_000;

describe("lockout", () => {
  it("locks after 5 failures in 5 minutes, for 15 minutes after the last failure, then releases", async () => {
    await createAccount(t, "lock@example.com");
    for (let i = 0; i < 4; i++) {
      const result = await wrong("lock@example.com");
      expect(result).toEqual({
        status: 400,
        body: { error: "Invalid email or password", code: "invalid_credentials" },
      });
      jump(t, 30_000);
    }
    const fifth = await wrong("lock@example.com");
    expect(fifth).toEqual({
      status: 423,
      body: { error: accountLockedMessage(15), code: "account_locked" },
    });
    // The right password does not get through while locked.
    expect((await signInUser(t, "lock@example.com")).body.code).toBe("account_locked");
    jump(t, 14 * minute);
    expect((await signInUser(t, "lock@example.com")).body.error).toBe(accountLockedMessage(1));
    jump(t, minute);
    const released = await signInUser(t, "lock@example.com");
    expect(released.status).toBe(200);
    // Success cleared the failures: four more wrong passwords do not lock.
    for (let i = 0; i < 4; i++) {
      expect((await wrong("lock@example.com")).body.code).toBe("invalid_credentials");
    }
    expect((await signInUser(t, "lock@example.com")).status).toBe(200);
  });

  it("only counts failures inside the 5 minute window", async () => {
    await createAccount(t, "window@example.com");
    for (let i = 0; i < 4; i++) await wrong("window@example.com");
    jump(t, 5 * minute + 1000);
    for (let i = 0; i < 4; i++) {
      expect((await wrong("window@example.com")).body.code).toBe("invalid_credentials");
    }
    expect((await wrong("window@example.com")).body.code).toBe("account_locked");
  });
});

describe("no account enumeration", () => {
  it("answers unknown e-mails exactly like wrong passwords, locking them too", async () => {
    await createAccount(t, "known@example.com");
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let i = 0; i < 6; i++) {
      known.push(await wrong("known@example.com"));
      unknown.push(await wrong("nobody-here@example.com"));
    }
    expect(unknown).toEqual(known);
    expect(known.at(-1)).toMatchObject({ status: 423, body: { code: "account_locked" } });
  });

  it("verifies a dummy argon2 hash when the e-mail is unknown, so timing matches", async () => {
    await createAccount(t, "timing@example.com");
    const auth = t.deps.auth;
    if (!auth) throw new Error("auth runtime missing");
    const original = auth.dummyHash;
    let dummyUses = 0;
    auth.dummyHash = () => {
      dummyUses++;
      return original();
    };
    try {
      await wrong("timing@example.com", nextIp());
      expect(dummyUses).toBe(0);
      await wrong("missing-timing@example.com", nextIp());
      expect(dummyUses).toBe(1);
      // The dummy is a real argon2id hash with the same cost as stored ones.
      expect(await original()).toMatch(/^\$argon2id\$/);
    } finally {
      auth.dummyHash = original;
    }
  });
});

describe("rate limits", () => {
  it("allows 10 sign-in attempts per e-mail in 5 minutes", async () => {
    const email = "rate@example.com";
    await createAccount(t, email);
    const codes: unknown[] = [];
    for (let i = 0; i < 11; i++) codes.push((await wrong(email)).body.code);
    expect(codes.slice(0, 10)).not.toContain("rate_limited");
    const last = await wrong(email);
    expect(last).toEqual({
      status: 429,
      body: { error: "Too many login attempts. Please try again later.", code: "rate_limited" },
    });
  });

  it("lets exactly 10 of 40 simultaneous sign-in attempts through the limit", async () => {
    const email = "burst@example.com";
    await createAccount(t, email);
    const results = await Promise.all(Array.from({ length: 40 }, () => signInUser(t, email)));
    const passed = results.filter((result) => result.body.code !== "rate_limited");
    expect(passed).toHaveLength(10);
    expect(results.filter((result) => result.status === 200)).toHaveLength(10);
  });

  it("allows 3 sign-ups per e-mail in 60 minutes, counting only attempts that pass validation", async () => {
    const ip = nextIp();
    const attempt = (password = "Str0ng!pass") =>
      post(t, "/api/auth/sign-up", { email: "again@example.com", password }, { ip });
    // Typos and weak passwords are refused without spending the limit.
    for (const weak of ["Abcde1", "password123!", "Abcdefgh", "abcdefg1"]) {
      expect((await attempt(weak)).body.code).toBe("weak_password");
    }
    expect(
      (await post(t, "/api/auth/sign-up", { email: "again@", password: "Str0ng!pass" }, { ip }))
        .status,
    ).toBe(400);
    for (let i = 0; i < 3; i++) {
      expect((await attempt()).status).toBe(201);
      jump(t, 2000);
    }
    const limited = await t.app.request("/api/auth/sign-up", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify({ email: "again@example.com", password: "Str0ng!pass" }),
    });
    expect(limited.status).toBe(429);
    // The first counted attempt opened the window 6 s ago: it ends in 59 min 54 s.
    expect(limited.headers.get("retry-after")).toBe(String(60 * 60 - 6));
    expect(await limited.json()).toEqual({
      error: "Too many signup attempts. Please try again in 60 minutes.",
      code: "rate_limited",
      retryAfterSeconds: 60 * 60 - 6,
      retryAt: new Date(t.clock.now().getTime() + (60 * 60 - 6) * 1000).toISOString(),
    });
    jump(t, 59 * minute);
    expect((await attempt()).body.error).toBe(
      "Too many signup attempts. Please try again in 1 minute.",
    );
    jump(t, minute);
    expect((await attempt()).status).toBe(201);
  });

  it("lets an office behind one address sign up many people, up to SIGNUP_LIMIT_PER_ADDRESS an hour", async () => {
    const ip = nextIp();
    const attempt = (i: number) =>
      post(
        t,
        "/api/auth/sign-up",
        { email: `colleague${i}@example.com`, password: "Str0ng!pass" },
        { ip },
      );
    for (let i = 0; i < 20; i++) {
      expect((await attempt(i)).status, `colleague ${i}`).toBe(201);
      jump(t, 2000);
    }
    const limited = await attempt(20);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(
      /^Too many signup attempts\. Please try again in \d+ minutes\.$/,
    );
    jump(t, 60 * minute);
    expect((await attempt(21)).status).toBe(201);
  });

  it("api-rate-limiter: exactly N of many simultaneous calls are allowed, with reset time", async () => {
    const call = () =>
      post(t, "/api/functions/api-rate-limiter", {
        identifier: "client-1",
        endpoint: "upload",
        limit: 5,
        windowMinutes: 1,
      });
    const results = await Promise.all(Array.from({ length: 25 }, call));
    const allowed = results.filter((result) => result.body.allowed === true);
    expect(allowed).toHaveLength(5);
    const remaining = allowed.map((result) => result.body.remaining).sort();
    expect(remaining).toEqual([0, 1, 2, 3, 4]);
    const resetTime = t.clock.now().getTime() + 60_000;
    for (const result of results) expect(result.body.resetTime).toBe(resetTime);
    jump(t, 60_000);
    expect((await call()).body).toEqual({
      allowed: true,
      remaining: 4,
      resetTime: resetTime + 60_000,
    });
  });

  it("api-rate-limiter cannot spend the server's own sign-in budget", async () => {
    await signUpUser(t, "victim@example.com");
    for (let i = 0; i < 20; i++) {
      await post(t, "/api/functions/api-rate-limiter", {
        identifier: "victim@example.com",
        endpoint: "auth:signin",
        limit: 1,
        windowMinutes: 60,
      });
    }
    expect((await signInUser(t, "victim@example.com")).status).toBe(200);
  });

  it("api-rate-limiter falls back to 59 remaining per 60 s when its store fails", async () => {
    const { createTestApp } = await import("./create-test-app.ts");
    const broken = await createTestApp();
    try {
      await broken.deps.db.schema.dropTable("rate_limits").execute();
      const result = await post(broken, "/api/functions/api-rate-limiter", {
        identifier: "x",
        endpoint: "y",
        limit: 10,
        windowMinutes: 5,
      });
      expect(result).toEqual({
        status: 200,
        body: { allowed: true, remaining: 59, resetTime: broken.clock.now().getTime() + 60_000 },
      });
    } finally {
      await broken.close();
    }
  });

  it("rejects bad limiter input with 400", async () => {
    for (const body of [
      {},
      { identifier: "a", endpoint: "b", limit: -1, windowMinutes: 1 },
      { identifier: "a", endpoint: "b", limit: "5", windowMinutes: 1 },
      { identifier: "", endpoint: "b", limit: 1, windowMinutes: 1 },
    ]) {
      expect((await post(t, "/api/functions/api-rate-limiter", body)).status).toBe(400);
    }
  });
});

describe("risk and trust", () => {
  it("blocks a rapid repeated sign-up with a disposable address", async () => {
    const ip = nextIp();
    const attempt = () =>
      post(
        t,
        "/api/auth/sign-up",
        { email: "one@mailinator.com", password: "Str0ng!pass" },
        { ip },
      );
    expect((await attempt()).status).toBe(201);
    // Under 1 s later (+30), 2 attempts left for the e-mail (+20), disposable domain (+25): 75.
    expect(await attempt()).toEqual({
      status: 403,
      body: { error: "Sign up blocked by security policy", code: "security_blocked" },
    });
  });

  it("blocks a session for a disposable address with few attempts left and rapid attempts", async () => {
    await signUpUser(t, "risky@yopmail.com");
    jump(t, 10 * minute);
    for (let i = 0; i < 3; i++) await wrong("risky@yopmail.com");
    const result = await signInUser(t, "risky@yopmail.com");
    expect(result).toEqual({
      status: 403,
      body: { error: "Session blocked by security policy", code: "security_blocked" },
    });
  });

  it("flags sign-ins spread over more than 2 addresses as suspicious", async () => {
    await signUpUser(t, "roamer@example.com");
    let session: AuthSession | undefined;
    for (const ip of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
      jump(t, 2 * minute);
      session = (await signInUser(t, "roamer@example.com", undefined, ip)).body
        .session as AuthSession;
    }
    const context = (await get(t, "/api/auth/security-context", session?.accessToken)).body
      .securityContext;
    expect(context).toMatchObject({
      riskScore: 30,
      trustLevel: "medium",
      factors: ["multiple_ips"],
    });
  });

  it("reports trust and step-up in the security context, and clears it on step-up", async () => {
    const session = await signUpUser(t, "context@example.com");
    const read = async (token: string) =>
      (await get(t, "/api/auth/security-context", token)).body.securityContext as Record<
        string,
        unknown
      >;
    expect(await read(session.accessToken)).toMatchObject({
      riskScore: 0,
      trustLevel: "high",
      requiresStepUp: false,
    });
    // Within 5 minutes of the access token's expiry.
    jump(t, 11 * minute);
    expect((await read(session.accessToken)).requiresStepUp).toBe(true);
    // Verified over 30 minutes ago, even with a fresh token.
    jump(t, 20 * minute);
    const renewed = (await refreshWithCookie(t, session.cookie)).body.session as AuthSession;
    expect((await read(renewed.accessToken)).requiresStepUp).toBe(true);
    // An e-mail change waits for step-up; metadata does not.
    const refused = await post(
      t,
      "/api/auth/user",
      { email: "context-new@example.com" },
      { token: renewed.accessToken, method: "PATCH" },
    );
    expect(refused).toMatchObject({ status: 403, body: { code: "step_up_required" } });
    const metadata = await post(
      t,
      "/api/auth/user",
      { metadata: { theme: "dark" } },
      { token: renewed.accessToken, method: "PATCH" },
    );
    expect(metadata.status).toBe(200);
    const bad = await post(
      t,
      "/api/auth/step-up",
      { password: "nope-nope" },
      { token: renewed.accessToken },
    );
    expect(bad.status).toBe(400);
    const good = await post(
      t,
      "/api/auth/step-up",
      { password: "Correct-Horse-42" },
      { token: renewed.accessToken },
    );
    expect(good.status).toBe(200);
    expect((good.body.securityContext as { requiresStepUp: boolean }).requiresStepUp).toBe(false);
    const changed = await post(
      t,
      "/api/auth/user",
      { email: "context-new@example.com" },
      { token: renewed.accessToken, method: "PATCH" },
    );
    expect(changed.status).toBe(200);
  });
});
