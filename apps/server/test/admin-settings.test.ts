import type { AuthSession } from "@contract-platform/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantRole } from "../src/auth/grant-role.ts";
import {
  createAuthTestApp,
  get,
  jump,
  post,
  STRONG_PASSWORD,
  signInUser,
  signUpUser,
} from "./auth-helpers.ts";
import type { TestApp } from "./create-test-app.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read JSON answers loosely.
type Loose = any;

let t: TestApp;
let admin: AuthSession;
let moderator: AuthSession;
let alice: AuthSession;
let bob: AuthSession;

beforeAll(async () => {
  t = await createAuthTestApp();
  admin = await signUpUser(t, "admin@example.com");
  jump(t, 1000);
  await signUpUser(t, "mod@example.com");
  await grantRole(t.deps, { email: "mod@example.com", role: "moderator", actor: "test" });
  moderator = (await signInUser(t, "mod@example.com")).body.session as AuthSession;
  jump(t, 1000);
  alice = await signUpUser(t, "alice@example.com");
  jump(t, 1000);
  bob = await signUpUser(t, "bob@example.com");
  jump(t, 1000);
});
afterAll(async () => t.close());

const adminGet = (path: string, session = admin) => get(t, path, session.accessToken);
const adminPost = (path: string, body: unknown = {}, method = "POST", session = admin) =>
  post(t, path, body, { token: session.accessToken, method });
const auditOf = async (query: string) =>
  ((await adminGet(`/api/auth/admin/audit-logs?${query}`)).body as Loose).auditLogs as Loose[];

describe("Admin Settings: users", () => {
  it("lists users with role, lock state, sessions and contracts; searches and filters", async () => {
    const all = (await adminGet("/api/auth/admin/users")).body as Loose;
    expect(all.total).toBe(4);
    expect(all.users.map((u: Loose) => u.email)).toEqual([
      "bob@example.com",
      "alice@example.com",
      "mod@example.com",
      "admin@example.com",
    ]);
    expect(all.users[1]).toMatchObject({
      id: alice.user.id,
      role: "user",
      lockedAt: null,
      signInLockedUntil: null,
      activeSessions: 1,
      contracts: 0,
    });
    const search = (await adminGet("/api/auth/admin/users?search=ALI")).body as Loose;
    expect(search.users.map((u: Loose) => u.email)).toEqual(["alice@example.com"]);
    const mods = (await adminGet("/api/auth/admin/users?role=moderator")).body as Loose;
    expect(mods.users.map((u: Loose) => u.email)).toEqual(["mod@example.com"]);
    const paged = (await adminGet("/api/auth/admin/users?limit=1&offset=1")).body as Loose;
    expect(paged).toMatchObject({ total: 4, users: [{ email: "alice@example.com" }] });
    // Moderators may view users (spec §6 view_users), not change them; users neither.
    expect((await adminGet("/api/auth/admin/users", moderator)).status).toBe(200);
    expect((await adminGet("/api/auth/admin/users", bob)).status).toBe(403);
    expect(
      (await adminPost(`/api/auth/admin/users/${bob.user.id}/lock`, {}, "POST", moderator)).status,
    ).toBe(403);
  });

  it("changes roles, audited with the previous role, and never demotes the last admin", async () => {
    const promoted = await adminPost(
      `/api/auth/admin/users/${bob.user.id}/role`,
      { role: "moderator" },
      "PUT",
    );
    expect(promoted.status).toBe(200);
    expect((promoted.body as Loose).user).toMatchObject({
      email: "bob@example.com",
      role: "moderator",
    });
    expect((await get(t, "/api/auth/role", bob.accessToken)).body).toEqual({ role: "moderator" });
    const [entry] = await auditOf(`eventType=role_changed&userId=${bob.user.id}`);
    expect(entry.eventData).toMatchObject({
      role: "moderator",
      previousRole: "user",
      actorId: admin.user.id,
    });
    expect(entry.userEmail).toBe("bob@example.com");
    expect(entry.actorEmail).toBe("admin@example.com");
    expect(entry.ipAddress).toBe("10.255.0.1");
    await adminPost(`/api/auth/admin/users/${bob.user.id}/role`, { role: "user" }, "PUT");

    const lastAdmin = await adminPost(
      `/api/auth/admin/users/${admin.user.id}/role`,
      { role: "user" },
      "PUT",
    );
    expect(lastAdmin.status).toBe(409);
    expect(lastAdmin.body).toMatchObject({ code: "last_admin" });
    const missing = await adminPost(
      "/api/auth/admin/users/00000000-0000-4000-8000-000000000000/role",
      { role: "user" },
      "PUT",
    );
    expect(missing.status).toBe(404);
  });

  it("locks an account (ending its sessions, refusing sign-in) and unlocks it, audited", async () => {
    const locked = await adminPost(`/api/auth/admin/users/${alice.user.id}/lock`, {
      reason: "Reported for abuse",
    });
    expect(locked.status).toBe(200);
    expect(locked.body).toMatchObject({
      endedSessions: 1,
      user: { lockedReason: "Reported for abuse", lockedBy: admin.user.id, activeSessions: 0 },
    });
    expect((await get(t, "/api/auth/user", alice.accessToken)).status).toBe(401);
    const refused = await signInUser(t, "alice@example.com");
    expect(refused.status).toBe(423);
    expect(refused.body).toMatchObject({
      code: "account_locked",
      error: "This account has been locked by an administrator.",
    });
    // A wrong password does not learn that the account is locked.
    const guess = await signInUser(t, "alice@example.com", "Wrong-password-1");
    expect(guess.body).toMatchObject({ code: "invalid_credentials" });
    const lockedList = (await adminGet("/api/auth/admin/users?status=locked")).body as Loose;
    expect(lockedList.users.map((u: Loose) => u.email)).toEqual(["alice@example.com"]);

    const unlocked = await adminPost(`/api/auth/admin/users/${alice.user.id}/unlock`);
    expect((unlocked.body as Loose).user).toMatchObject({ lockedAt: null, lockedReason: null });
    const back = await signInUser(t, "alice@example.com");
    expect(back.status).toBe(200);
    alice = back.body.session as AuthSession;
    expect((await auditOf(`userId=${alice.user.id}`)).map((e: Loose) => e.eventType)).toEqual(
      expect.arrayContaining(["account_locked_by_admin", "account_unlocked_by_admin"]),
    );

    const self = await adminPost(`/api/auth/admin/users/${admin.user.id}/lock`, {});
    expect(self.status).toBe(409);
  });

  it("unlock also ends the automatic lockout after five failed sign-ins", async () => {
    for (let i = 0; i < 5; i++) {
      jump(t, 1000);
      await signInUser(t, "bob@example.com", "Wrong-password-1");
    }
    expect((await signInUser(t, "bob@example.com")).status).toBe(423);
    const listed = (await adminGet("/api/auth/admin/users?search=bob")).body as Loose;
    expect(listed.users[0].signInLockedUntil).toBe(
      new Date(t.clock.now().getTime() + 15 * 60_000).toISOString(),
    );
    await adminPost(`/api/auth/admin/users/${bob.user.id}/unlock`);
    const again = await signInUser(t, "bob@example.com");
    expect(again.status).toBe(200);
    bob = again.body.session as AuthSession;
  });
});

describe("Admin Settings: sessions, audit log, analytics, provider, outbox", () => {
  it("lists every active session and ends one, or all of a user's (force sign-out)", async () => {
    const second = (await signInUser(t, "alice@example.com")).body.session as AuthSession;
    const sessions = ((await adminGet("/api/auth/admin/sessions")).body as Loose).sessions;
    const alices = sessions.filter((s: Loose) => s.email === "alice@example.com");
    expect(alices).toHaveLength(2);
    expect(alices[0]).toMatchObject({ userId: alice.user.id, ipAddress: "10.255.0.1" });
    const onlyAlice = (await adminGet(`/api/auth/admin/sessions?userId=${alice.user.id}`))
      .body as Loose;
    expect(onlyAlice.sessions).toHaveLength(2);

    const ended = await adminPost(`/api/auth/admin/sessions/${alices[0].id}`, undefined, "DELETE");
    expect(ended.body).toEqual({ ended: 1 });
    const answers = await Promise.all(
      [alice, second].map((s) => get(t, "/api/auth/user", s.accessToken)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
    expect(
      (await adminPost(`/api/auth/admin/sessions/${alices[0].id}`, undefined, "DELETE")).status,
    ).toBe(404);

    const force = await adminPost(`/api/auth/admin/users/${alice.user.id}/sign-out`);
    expect(force.body).toEqual({ ended: 1 });
    expect((await get(t, "/api/auth/user", second.accessToken)).status).toBe(401);
    // Locking her earlier ended her sessions too (one entry), then these two.
    const audit = await auditOf(`eventType=ended_by_admin&userId=${alice.user.id}`);
    expect(audit.map((e: Loose) => e.eventData.ended)).toEqual([1, 1, 1]);
    expect(audit.every((e: Loose) => e.eventData.actorId === admin.user.id)).toBe(true);
    alice = (await signInUser(t, "alice@example.com")).body.session as AuthSession;
  });

  it("filters the audit log by type, user e-mail, actor and time, and pages through it", async () => {
    const everything = ((await adminGet("/api/auth/admin/audit-logs?limit=500")).body as Loose)
      .auditLogs;
    expect(everything.length).toBeGreaterThan(10);
    const body = (await adminGet("/api/auth/admin/audit-logs?limit=1")).body as Loose;
    expect(body.eventTypes).toEqual(
      expect.arrayContaining(["sign_up", "sign_in", "role_changed", "account_locked_by_admin"]),
    );
    const byEmail = await auditOf("email=alice&eventType=sign_up");
    expect(byEmail.map((e: Loose) => e.userEmail)).toEqual(["alice@example.com"]);
    const byActor = await auditOf(`actorId=${admin.user.id}`);
    expect(new Set(byActor.map((e: Loose) => e.eventType))).toEqual(
      new Set([
        "role_changed",
        "account_locked_by_admin",
        "account_unlocked_by_admin",
        "ended_by_admin",
      ]),
    );
    const future = await auditOf(`since=${new Date(t.clock.now().getTime() + 1000).toISOString()}`);
    expect(future).toEqual([]);
    const untilPast = await auditOf("until=2000-01-01T00:00:00.000Z");
    expect(untilPast).toEqual([]);

    // Pages of 5 cover everything once, in order.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = (
        await adminGet(
          `/api/auth/admin/audit-logs?limit=5${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
        )
      ).body as Loose;
      seen.push(...page.auditLogs.map((e: Loose) => e.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(everything.map((e: Loose) => e.id));
    expect((await adminGet("/api/auth/admin/audit-logs?userId=nope")).status).toBe(400);
    expect((await adminGet("/api/auth/admin/audit-logs?cursor=x")).status).toBe(400);
  });

  it("gives spec §9 analytics: 24 hourly buckets, top 5 errors, cached 5 minutes", async () => {
    const first = ((await adminGet("/api/auth/admin/analytics")).body as Loose).analytics;
    expect(first).toMatchObject({ windowHours: 24, cacheSeconds: 300 });
    expect(first.hourly).toHaveLength(24);
    const sum = first.hourly.reduce(
      (n: number, h: Loose) => n + h.signin + h.signup + h.session_refresh + h.security_violation,
      0,
    );
    expect(sum).toBe(first.totalEvents);
    expect(first.hourly.at(-1).signup).toBe(4);
    expect(first.topErrors.length).toBeLessThanOrEqual(5);
    // Bob's fifth wrong password and his next try were account_locked, as was Alice's refused try.
    expect(first.topErrors).toEqual([
      { errorCode: "invalid_credentials", count: 5 },
      { errorCode: "account_locked", count: 3 },
    ]);
    expect(first.retained).toMatchObject({ days: 7, events: first.totalEvents });
    await signInUser(t, "alice@example.com", "Wrong-password-1");
    const cached = ((await adminGet("/api/auth/admin/analytics")).body as Loose).analytics;
    expect(cached.totalEvents).toBe(first.totalEvents);
    jump(t, 5 * 60_000);
    admin = (await signInUser(t, "admin@example.com")).body.session as AuthSession;
    const fresh = ((await adminGet("/api/auth/admin/analytics")).body as Loose).analytics;
    expect(fresh.totalEvents).toBe(first.totalEvents + 2);
    expect(fresh.topErrors[0]).toEqual({ errorCode: "invalid_credentials", count: 6 });
  });

  it("shows provider config and health, and the mail outbox", async () => {
    const provider = (await adminGet("/api/auth/admin/provider")).body as Loose;
    expect(provider.config).toMatchObject({ name: "contract-platform", enableZeroTrust: true });
    expect(provider.health).toMatchObject({
      providerName: "contract-platform",
      isHealthy: true,
      uptime: 100,
    });
    expect(provider.health.errorRate).toBeGreaterThan(0);
    const outbox = ((await adminGet("/api/auth/admin/outbox")).body as Loose).mail;
    expect(outbox.length).toBe(4);
    const bobs = outbox.find((m: Loose) => m.to === "bob@example.com");
    expect(bobs).toMatchObject({ status: "outbox", sentAt: null });
    expect(bobs.body).toContain("http");
    const sent = ((await adminGet("/api/auth/admin/outbox?status=sent")).body as Loose).mail;
    expect(sent).toEqual([]);
    expect(STRONG_PASSWORD).toBeTruthy();
  });
});
