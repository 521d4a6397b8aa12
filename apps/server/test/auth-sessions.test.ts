import { type AuthSession, authSessionSchema } from "@contract-platform/api";
import { decodeJwt, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAuthTestApp,
  get,
  jump,
  post,
  refreshWithCookie,
  STRONG_PASSWORD,
  signInUser,
  signInWithCookie,
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

const refresh = (cookie: string) => refreshWithCookie(t, cookie);

describe("sign up, sign in, user and session", () => {
  it("makes the first account admin and later ones users, with usable sessions", async () => {
    const first = await signUpUser(t, "first@example.com");
    expect(authSessionSchema.parse(first).user).toMatchObject({
      email: "first@example.com",
      role: "admin",
      emailConfirmed: false,
    });
    const second = await signUpUser(t, "Second@Example.com");
    expect(second.user).toMatchObject({ email: "second@example.com", role: "user" });
    const me = await get(t, "/api/auth/user", second.accessToken);
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email: "second@example.com" });
    const role = await post(t, "/api/rpc/get_current_user_role", {}, { token: first.accessToken });
    expect(role.body).toBe("admin");
  });

  it("stores argon2id hashes, never the password", async () => {
    const row = await t.deps.db
      .selectFrom("users")
      .select("password_hash")
      .where("email", "=", "first@example.com")
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(STRONG_PASSWORD);
  });

  it("signs in with any case of the e-mail and returns the spec's session shape", async () => {
    const result = await signInUser(t, "  SECOND@example.COM ");
    expect(result.status).toBe(200);
    const session = authSessionSchema.parse(result.body.session);
    expect(session.tokenType).toBe("bearer");
    expect(session.expiresAt).toBe(t.clock.now().getTime() + 900_000);
    expect(session.user.lastSignIn).toBe(t.clock.now().toISOString());
    const current = await get(t, "/api/auth/session", session.accessToken);
    expect(current.body.session).toMatchObject({ accessToken: session.accessToken });
    const audit = await t.deps.db
      .selectFrom("security_audit_logs")
      .select("event_type")
      .where("user_id", "=", session.user.id)
      .execute();
    expect(audit.map((row) => row.event_type)).toEqual(
      expect.arrayContaining(["sign_up", "sign_in"]),
    );
  });

  it("updates e-mail and metadata; the new e-mail needs confirming", async () => {
    const session = await signUpUser(t, "update-me@example.com");
    const result = await post(
      t,
      "/api/auth/user",
      { email: "Updated@Example.com", metadata: { name: "Ada" } },
      { token: session.accessToken, method: "PATCH" },
    );
    expect(result.status).toBe(200);
    expect(result.body.user).toMatchObject({
      email: "updated@example.com",
      emailConfirmed: false,
      metadata: { name: "Ada" },
    });
    const taken = await post(
      t,
      "/api/auth/user",
      { email: "FIRST@example.com" },
      { token: session.accessToken, method: "PATCH" },
    );
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("update_failed");
  });

  it("confirms an e-mail with the token from the outbox, once", async () => {
    await signUpUser(t, "confirm@example.com");
    const mail = await t.deps.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("to_address", "=", "confirm@example.com")
      .executeTakeFirstOrThrow();
    expect(mail.status).toBe("outbox");
    const link = new URL(/https?:\/\/\S+/.exec(mail.body)?.[0] ?? "");
    const token = link.searchParams.get("token") ?? "";
    const response = await t.app.request(link.pathname + link.search);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toContain("email_confirmed=true");
    const again = await post(t, "/api/auth/confirm", { token });
    expect(again.status).toBe(400);
    const signedIn = await signInUser(t, "confirm@example.com");
    expect((signedIn.body.session as AuthSession).user.emailConfirmed).toBe(true);
  });
});

describe("refresh-token rotation", () => {
  it("rotates on every refresh; reusing the first token after three rotations revokes the family", async () => {
    const session = await signUpUser(t, "rotate@example.com");
    const tokens = [session.cookie];
    let latest: AuthSession = session;
    for (let i = 0; i < 3; i++) {
      jump(t, 60_000);
      const result = await refresh(tokens.at(-1) ?? "");
      expect(result.status).toBe(200);
      latest = result.body.session as AuthSession;
      expect(latest.refreshToken).toBeNull();
      expect(result.cookie).toMatch(/^rt_/);
      expect(tokens).not.toContain(result.cookie);
      tokens.push(result.cookie ?? "");
    }
    const reuse = await refresh(tokens[0]);
    expect(reuse.status).toBe(401);
    expect(reuse.body.code).toBe("refresh_failed");
    expect(reuse.cookie).toBe("");
    // The whole family is gone: the newest refresh token and its access token no longer work.
    expect((await refresh(tokens[3])).status).toBe(401);
    expect((await get(t, "/api/auth/user", latest.accessToken)).status).toBe(401);
    const audit = await t.deps.db
      .selectFrom("security_audit_logs")
      .select("event_type")
      .where("user_id", "=", session.user.id)
      .where("event_type", "=", "refresh_token_reuse")
      .execute();
    expect(audit).toHaveLength(1);
  });

  it("gives two simultaneous refreshes (two tabs) the same new token in one family", async () => {
    const session = await signUpUser(t, "concurrent@example.com");
    const [a, b] = await Promise.all([refresh(session.cookie), refresh(session.cookie)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.cookie).toBe(b.cookie);
    const ta = a.body.session as AuthSession;
    expect((await get(t, "/api/auth/user", ta.accessToken)).status).toBe(200);
    const sessions = await t.deps.db
      .selectFrom("user_sessions")
      .select(["is_active", "generation"])
      .where("user_id", "=", session.user.id)
      .execute();
    expect(sessions).toEqual([{ is_active: true, generation: 1 }]);
    // The family goes on normally.
    expect((await refresh(a.cookie ?? "")).status).toBe(200);
  });

  it("treats the previous token as reuse once the grace window has passed", async () => {
    const session = await signUpUser(t, "grace@example.com");
    const next = await refresh(session.cookie);
    expect(next.status).toBe(200);
    jump(t, 5_000);
    expect((await refresh(session.cookie)).status).toBe(200);
    jump(t, 6_000);
    expect((await refresh(session.cookie)).status).toBe(401);
    expect((await refresh(next.cookie ?? "")).status).toBe(401);
  });

  it("refuses unknown and malformed refresh tokens, and answers no session without a cookie", async () => {
    expect((await refresh("rt_not-a-real-token")).status).toBe(401);
    expect((await refresh("x".repeat(600))).body).toEqual({ session: null });
    expect(await refreshWithCookie(t, undefined)).toMatchObject({
      status: 200,
      body: { session: null },
      cookie: undefined,
    });
  });
});

describe("the refresh token lives only in an HttpOnly cookie", () => {
  it("is set HttpOnly, SameSite=Strict on the refresh and sign-out paths, never in a body", async () => {
    await signUpUser(t, "cookie@example.com");
    const response = await t.app.request("/api/auth/sign-in", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "cookie@example.com", password: STRONG_PASSWORD }),
    });
    const body = await response.text();
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    const paths = cookies.map((line) => /Path=([^;]+)/.exec(line)?.[1]);
    expect(paths).toEqual(["/api/auth/refresh", "/api/auth/sign-out"]);
    for (const line of cookies) {
      expect(line).toMatch(/^cp_refresh=rt_[\w-]+;/);
      expect(line).toContain("HttpOnly");
      expect(line).toContain("SameSite=Strict");
      expect(line).not.toContain("Secure");
      // As long as the session: 30 days.
      expect(line).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
      expect(body).not.toContain(/^cp_refresh=([^;]+)/.exec(line)?.[1]);
    }
    expect(JSON.parse(body).session.refreshToken).toBeNull();
  });

  it("is Secure when the request came over https", async () => {
    const variants: Record<string, string>[] = [{ "x-forwarded-proto": "https" }, {}];
    for (const headers of variants) {
      const url =
        "x-forwarded-proto" in headers
          ? "/api/auth/sign-in"
          : "https://contracts.example.com/api/auth/sign-in";
      const response = await t.app.request(url, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ email: "cookie@example.com", password: STRONG_PASSWORD }),
      });
      expect(response.status).toBe(200);
      for (const line of response.headers.getSetCookie()) expect(line).toContain("Secure");
    }
  });

  it("refuses cross-site refreshes and sign-outs (CSRF)", async () => {
    const session = await signInWithCookie(t, "cookie@example.com");
    const attempts: Record<string, string>[] = [
      // no X-Requested-With: a form post or a plain navigation
      { "x-requested-with": "" },
      { origin: "https://evil.example" },
      // CORS lets localhost on any port in; the cookie routes do not
      { origin: "http://localhost:3000" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
    ];
    for (const headers of attempts) {
      const result = await refreshWithCookie(t, session.cookie, headers);
      expect(result.status, JSON.stringify(headers)).toBe(403);
      // (an origin off every list is already stopped by CORS)
      expect(result.body.code).toBe(
        headers.origin === "https://evil.example" ? "cors_blocked" : "csrf_rejected",
      );
      const signOut = await t.app.request("/api/auth/sign-out", {
        method: "POST",
        headers: {
          "x-requested-with": "fetch",
          cookie: `cp_refresh=${session.cookie}`,
          ...headers,
        },
      });
      expect(signOut.status, JSON.stringify(headers)).toBe(403);
    }
    // The same browser tab, same origin: accepted.
    const own = await t.app.request("http://localhost/api/auth/refresh", {
      method: "POST",
      headers: {
        host: "localhost",
        origin: "http://localhost",
        "sec-fetch-site": "same-origin",
        "x-requested-with": "fetch",
        cookie: `cp_refresh=${session.cookie}`,
      },
    });
    expect(own.status).toBe(200);
    // A sign-in form posted from another site is refused as well.
    const signIn = await t.app.request("/api/auth/sign-in", {
      method: "POST",
      headers: { "content-type": "application/json", "sec-fetch-site": "cross-site" },
      body: JSON.stringify({ email: "cookie@example.com", password: STRONG_PASSWORD }),
    });
    expect(signIn.status).toBe(403);
  });

  it("signs out by the cookie alone and clears it", async () => {
    const session = await signInWithCookie(t, "cookie@example.com");
    const response = await t.app.request("/api/auth/sign-out", {
      method: "POST",
      headers: { "x-requested-with": "fetch", cookie: `cp_refresh=${session.cookie}` },
    });
    expect(response.status).toBe(200);
    const cleared = response.headers.getSetCookie();
    expect(cleared).toHaveLength(2);
    for (const line of cleared) expect(line).toMatch(/^cp_refresh=;.*Max-Age=0/);
    expect((await get(t, "/api/auth/user", session.accessToken)).status).toBe(401);
    expect((await refresh(session.cookie)).status).toBe(401);
  });
});

describe("sign-out, force sign-out and active sessions", () => {
  it("ends only the current session on sign-out", async () => {
    const one = await signUpUser(t, "devices@example.com");
    const two = (await signInUser(t, "devices@example.com")).body.session as AuthSession;
    const list = await get(t, "/api/auth/sessions", one.accessToken);
    expect(list.body.sessions).toHaveLength(2);
    expect((list.body.sessions as { current: boolean }[]).filter((s) => s.current)).toHaveLength(1);
    expect((await post(t, "/api/auth/sign-out", {}, { token: one.accessToken })).status).toBe(200);
    expect((await get(t, "/api/auth/user", one.accessToken)).status).toBe(401);
    expect((await refresh(one.cookie)).status).toBe(401);
    expect((await get(t, "/api/auth/user", two.accessToken)).status).toBe(200);
  });

  it("ends every session on force sign-out", async () => {
    const one = await signUpUser(t, "force@example.com");
    const two = (await signInUser(t, "force@example.com")).body.session as AuthSession;
    const result = await post(t, "/api/auth/force-sign-out", {}, { token: two.accessToken });
    expect(result.body).toEqual({ ended: 2 });
    expect((await get(t, "/api/auth/user", one.accessToken)).status).toBe(401);
    expect((await get(t, "/api/auth/user", two.accessToken)).status).toBe(401);
  });

  it("ends one chosen session, and never someone else's", async () => {
    const mine = await signUpUser(t, "chooser@example.com");
    const other = (await signInUser(t, "chooser@example.com")).body.session as AuthSession;
    const stranger = await signUpUser(t, "stranger@example.com");
    const otherId = decodeJwt(other.accessToken).sid as string;
    const denied = await get(t, `/api/auth/sessions/${otherId}`, stranger.accessToken, "DELETE");
    expect(denied.status).toBe(404);
    expect((await get(t, "/api/auth/user", other.accessToken)).status).toBe(200);
    const ended = await get(t, `/api/auth/sessions/${otherId}`, mine.accessToken, "DELETE");
    expect(ended.status).toBe(200);
    expect((await get(t, "/api/auth/user", other.accessToken)).status).toBe(401);
    expect((await get(t, "/api/auth/user", mine.accessToken)).status).toBe(200);
  });
});

describe("access tokens under attack", () => {
  let session: AuthSession;
  beforeAll(async () => {
    session = await signUpUser(t, "target@example.com");
  });

  it("rejects an expired access token", async () => {
    const fresh = await signInWithCookie(t, "target@example.com");
    jump(t, 15 * 60_000 + 1000);
    expect((await get(t, "/api/auth/user", fresh.accessToken)).status).toBe(401);
    const renewed = await refresh(fresh.cookie);
    expect(renewed.status).toBe(200);
    session = renewed.body.session as AuthSession;
    expect((await get(t, "/api/auth/user", session.accessToken)).status).toBe(200);
  });

  it("rejects alg none, a tampered payload, a foreign key and garbage", async () => {
    const [header, payload, signature] = session.accessToken.split(".");
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const claims = decodeJwt(session.accessToken);
    const none = `${b64({ alg: "none", typ: "JWT" })}.${payload}.`;
    const tampered = `${header}.${b64({ ...claims, sub: "00000000-0000-0000-0000-000000000000" })}.${signature}`;
    const elevated = `${header}.${b64({ ...claims, role: "admin" })}.${signature}`;
    const foreign = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("x".repeat(40)));
    for (const token of [
      none,
      tampered,
      elevated,
      foreign,
      "abc",
      "a.b.c",
      `${session.accessToken}x`,
    ]) {
      const result = await get(t, "/api/auth/user", token);
      expect(result.status, token).toBe(401);
      expect(result.body.code).toBe("unauthorized");
    }
    const raw = await t.app.request("/api/auth/user", {
      headers: { authorization: `Basic ${session.accessToken}` },
    });
    expect(raw.status).toBe(401);
  });

  it("reads the role from the database, not from the token", async () => {
    const denied = await get(t, "/api/auth/admin/outbox", session.accessToken);
    expect(denied.status).toBe(403);
  });
});

describe("password change", () => {
  it("needs the current password, applies the policy, ends the other sessions and mails the owner", async () => {
    const mine = await signUpUser(t, "changer@example.com");
    const other = (await signInUser(t, "changer@example.com")).body.session as AuthSession;
    const change = (currentPassword: string, newPassword: string) =>
      post(t, "/api/auth/password", { currentPassword, newPassword }, { token: mine.accessToken });

    expect(await change("Wrong-password-9", "Zebra7Lantern")).toEqual({
      status: 400,
      body: { error: "Current password is incorrect", code: "invalid_credentials" },
    });
    for (const [weak, error] of [
      ["Abcde1", "Password must include: at least 8 characters"],
      ["Abcdefgh", "Password must include: number"],
      ["Passw0rd!", "Password must include: a less common password"],
    ]) {
      expect(await change(STRONG_PASSWORD, weak)).toEqual({
        status: 400,
        body: { error, code: "weak_password" },
      });
    }
    expect(await change(STRONG_PASSWORD, "Zebra7Lantern")).toEqual({
      status: 200,
      body: { endedSessions: 1 },
    });
    expect((await get(t, "/api/auth/user", mine.accessToken)).status).toBe(200);
    expect((await get(t, "/api/auth/user", other.accessToken)).status).toBe(401);
    expect((await signInUser(t, "changer@example.com")).status).toBe(400);
    expect((await signInUser(t, "changer@example.com", "Zebra7Lantern")).status).toBe(200);
    const mail = await t.deps.db
      .selectFrom("mail_outbox")
      .select("subject")
      .where("to_address", "=", "changer@example.com")
      .execute();
    expect(mail.map((row) => row.subject)).toContain("Your Contract Platform password was changed");
  });

  it("stops guessing the current password after five wrong tries", async () => {
    const session = await signUpUser(t, "guessed@example.com");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const result = await post(
        t,
        "/api/auth/password",
        { currentPassword: `Guess-${i}-Wrong`, newPassword: "Zebra7Lantern" },
        { token: session.accessToken },
      );
      statuses.push(result.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // Once limited, even the right password is not checked: guessing cannot go on.
    const right = await post(
      t,
      "/api/auth/password",
      { currentPassword: STRONG_PASSWORD, newPassword: "Zebra7Lantern" },
      { token: session.accessToken },
    );
    expect(right.status).toBe(429);
  });
});
