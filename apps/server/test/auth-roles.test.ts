import type { AuthSession } from "@contract-platform/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantRole } from "../src/auth/grant-role.ts";
import { createAuthTestApp, get, jump, post, signInUser, signUpUser } from "./auth-helpers.ts";
import type { TestApp } from "./create-test-app.ts";

let t: TestApp;
let admin: AuthSession;
let moderator: AuthSession;
let user: AuthSession;
let other: AuthSession;

beforeAll(async () => {
  t = await createAuthTestApp();
  admin = await signUpUser(t, "admin@example.com");
  await signUpUser(t, "mod@example.com");
  await grantRole(t.deps, { email: "MOD@example.com", role: "moderator", actor: "test" });
  moderator = (await signInUser(t, "mod@example.com")).body.session as AuthSession;
  user = await signUpUser(t, "user@example.com");
  other = await signUpUser(t, "other@example.com");
});
afterAll(async () => {
  await t.close();
});

type Call = { method: string; path: () => string; body?: unknown };
const call = (c: Call, token?: string) =>
  c.body === undefined && c.method !== "POST"
    ? get(t, c.path(), token, c.method)
    : post(t, c.path(), c.body ?? {}, { token, method: c.method });

const signedIn: Call[] = [
  { method: "GET", path: () => "/api/auth/user" },
  { method: "PATCH", path: () => "/api/auth/user", body: { metadata: { a: 1 } } },
  { method: "GET", path: () => "/api/auth/sessions" },
  { method: "DELETE", path: () => "/api/auth/sessions/00000000-0000-0000-0000-000000000000" },
  { method: "GET", path: () => "/api/auth/role" },
  { method: "GET", path: () => "/api/auth/security-context" },
  { method: "POST", path: () => "/api/auth/step-up", body: { password: "x" } },
  { method: "POST", path: () => "/api/auth/sign-out" },
  { method: "POST", path: () => "/api/auth/force-sign-out" },
  { method: "GET", path: () => `/api/auth/users/${other.user.id}` },
  { method: "POST", path: () => "/api/rpc/get_current_user_role" },
];
const adminOnly: Call[] = [
  { method: "GET", path: () => "/api/auth/admin/provider" },
  { method: "GET", path: () => "/api/auth/admin/outbox" },
  { method: "GET", path: () => "/api/auth/admin/audit-logs" },
  {
    method: "PUT",
    path: () => `/api/auth/admin/users/${other.user.id}/role`,
    body: { role: "admin" },
  },
  { method: "POST", path: () => `/api/auth/admin/users/${other.user.id}/sign-out` },
  { method: "POST", path: () => `/api/auth/admin/users/${other.user.id}/lock`, body: {} },
  { method: "POST", path: () => `/api/auth/admin/users/${other.user.id}/unlock` },
  { method: "GET", path: () => "/api/auth/admin/sessions" },
  { method: "DELETE", path: () => "/api/auth/admin/sessions/00000000-0000-0000-0000-000000000000" },
  { method: "POST", path: () => "/api/auth/admin/cleanup-expired-sessions" },
  { method: "POST", path: () => "/api/rpc/cleanup_expired_sessions" },
];
const analytics: Call = { method: "GET", path: () => "/api/auth/admin/analytics" };

describe("role checks on every protected endpoint", () => {
  it("answers 401 without a token on every protected endpoint", async () => {
    for (const c of [...signedIn, ...adminOnly, analytics]) {
      const result = await call(c);
      expect(result.status, `${c.method} ${c.path()}`).toBe(401);
      expect(result.body.code).toBe("unauthorized");
    }
  });

  it("answers 403 to a plain user on every admin endpoint and on analytics", async () => {
    for (const c of [...adminOnly, analytics]) {
      const result = await call(c, user.accessToken);
      expect(result.status, `${c.method} ${c.path()}`).toBe(403);
      expect(result.body.code).toBe("forbidden");
    }
  });

  it("lets a moderator read analytics and users but not admin functions", async () => {
    expect((await call(analytics, moderator.accessToken)).status).toBe(200);
    expect((await get(t, `/api/auth/users/${other.user.id}`, moderator.accessToken)).status).toBe(
      200,
    );
    for (const c of adminOnly) {
      expect((await call(c, moderator.accessToken)).status, c.path()).toBe(403);
    }
  });

  it("keeps a user to their own data", async () => {
    const mine = await get(t, `/api/auth/users/${user.user.id}`, user.accessToken);
    expect(mine.status).toBe(200);
    const theirs = await get(t, `/api/auth/users/${other.user.id}`, user.accessToken);
    expect(theirs.status).toBe(403);
    expect(JSON.stringify(theirs.body)).not.toContain("other@example.com");
    const otherSessions = await get(t, "/api/auth/sessions", other.accessToken);
    const otherSessionId = (otherSessions.body.sessions as { id: string }[])[0].id;
    expect(
      (await get(t, `/api/auth/sessions/${otherSessionId}`, user.accessToken, "DELETE")).status,
    ).toBe(404);
    expect((await get(t, "/api/auth/user", other.accessToken)).status).toBe(200);
  });

  it("lets the admin do all of it", async () => {
    const provider = await get(t, "/api/auth/admin/provider", admin.accessToken);
    expect(provider.status).toBe(200);
    expect(provider.body.config).toMatchObject({
      requireEmailVerification: false,
      refreshThreshold: 300,
      sessionTimeout: 60,
      passwordPolicy: { minLength: 8, requireSpecialChars: false },
    });
    expect(provider.body.health).toMatchObject({
      providerName: "contract-platform",
      isHealthy: true,
    });
    const outbox = await get(t, "/api/auth/admin/outbox", admin.accessToken);
    expect((outbox.body.mail as unknown[]).length).toBeGreaterThanOrEqual(4);
    const audit = await get(
      t,
      `/api/auth/admin/audit-logs?userId=${user.user.id}`,
      admin.accessToken,
    );
    expect((audit.body.auditLogs as { eventType: string }[]).map((l) => l.eventType)).toContain(
      "sign_up",
    );
    expect(
      (await get(t, "/api/auth/admin/audit-logs?userId=1%27%20or%201=1--", admin.accessToken))
        .status,
    ).toBe(400);
    const analyticsResult = await get(t, "/api/auth/admin/analytics", admin.accessToken);
    expect(analyticsResult.body.analytics).toMatchObject({ windowHours: 24 });
    expect(
      (analyticsResult.body.analytics as { byType: Record<string, { total: number }> }).byType
        .signup.total,
    ).toBeGreaterThanOrEqual(4);
  });

  it("applies a role change on the next request and lets an admin sign a user out", async () => {
    const promoted = await post(
      t,
      `/api/auth/admin/users/${other.user.id}/role`,
      { role: "moderator" },
      { token: admin.accessToken, method: "PUT" },
    );
    expect(promoted.body.user).toMatchObject({ role: "moderator" });
    expect((await get(t, "/api/auth/role", other.accessToken)).body).toEqual({ role: "moderator" });
    expect((await call(analytics, other.accessToken)).status).toBe(200);
    const ended = await post(
      t,
      `/api/auth/admin/users/${other.user.id}/sign-out`,
      {},
      {
        token: admin.accessToken,
      },
    );
    expect(ended.body).toEqual({ ended: 1 });
    expect((await get(t, "/api/auth/user", other.accessToken)).status).toBe(401);
  });

  it("ends expired sessions with the cleanup RPC", async () => {
    jump(t, 31 * 24 * 60 * 60_000);
    const fresh = (await signInUser(t, "admin@example.com")).body.session as AuthSession;
    const result = await post(
      t,
      "/api/rpc/cleanup_expired_sessions",
      {},
      { token: fresh.accessToken },
    );
    expect(result.status).toBe(200);
    expect(result.body).toBeGreaterThanOrEqual(3);
    const active = await t.deps.db
      .selectFrom("user_sessions")
      .select("id")
      .where("is_active", "=", true)
      .execute();
    expect(active).toHaveLength(1);
    const attempts = await t.deps.db.selectFrom("login_attempts").select("id").execute();
    expect(attempts).toHaveLength(1);
    const lockouts = await t.deps.db.selectFrom("login_lockouts").select("email").execute();
    expect(lockouts).toEqual([{ email: "admin@example.com" }]);
    const windows = await t.deps.db.selectFrom("rate_limits").select("endpoint").execute();
    expect(windows.map((row) => row.endpoint)).toEqual(["auth:signin"]);
  });
});
