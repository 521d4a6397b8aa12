import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuthTestApp, get, nextIp, post, signInUser, signUpUser } from "./auth-helpers.ts";
import type { TestApp } from "./create-test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp({ MAX_BODY_BYTES: "1048576" });
  await signUpUser(t, "owner@example.com");
});
afterAll(async () => {
  await t.close();
});

const signUp = (body: unknown) => post(t, "/api/auth/sign-up", body, { ip: nextIp() });

describe("bad input gets a 4xx with a clear message", () => {
  it("malformed JSON, wrong content type, wrong types, extra fields", async () => {
    expect(await post(t, "/api/auth/sign-in", "{not json")).toMatchObject({
      status: 400,
      body: { code: "invalid_json" },
    });
    const text = await t.app.request("/api/auth/sign-in", { method: "POST", body: "a=b" });
    expect(text.status).toBe(415);
    for (const body of [
      null,
      [],
      { email: 1, password: 2 },
      { email: ["a@b.co"], password: "x" },
      { email: "a@b.co" },
      { email: "a@b.co", password: "Str0ng!pass", role: "admin" },
      { email: { $ne: null }, password: { $ne: null } },
    ]) {
      const result = await post(t, "/api/auth/sign-in", body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body.code).toBe("validation_failed");
    }
  });

  it("refuses huge bodies before reading them", async () => {
    const result = await post(t, "/api/auth/sign-in", {
      email: "a@b.co",
      password: "x".repeat(100_000),
    });
    expect(result.status).toBe(413);
  });

  it("refuses over-long passwords instead of truncating them", async () => {
    const long = `Aa1!${"x".repeat(1021)}`;
    expect((await signUp({ email: "long@example.com", password: long })).status).toBe(400);
    // A 1000-character password works, and a different one with the same first 72 bytes does not.
    const base = `Aa1!${"y".repeat(996)}`;
    expect((await signUp({ email: "long2@example.com", password: base })).status).toBe(201);
    expect((await signInUser(t, "long2@example.com", `${base.slice(0, 999)}z`)).status).toBe(400);
    expect((await signInUser(t, "long2@example.com", base)).status).toBe(200);
  });

  it("treats SQL in fields as data", async () => {
    for (const email of ["' or 1=1 --@example.com", "a@example.com'; drop table users;--"]) {
      const result = await signInUser(t, email, "' or '1'='1");
      expect(result.status).toBe(400);
    }
    const injected = await signUp({
      email: "x@example.com",
      password: "Str0ng!pass",
      metadata: { "name'); drop table users;--": "'; delete from users;--" },
    });
    expect(injected.status).toBe(201);
    expect((await signInUser(t, "owner@example.com")).status).toBe(200);
  });

  it("enforces the advertised provider password policy and refuses common passwords", async () => {
    expect(await signUp({ email: "not-an-email", password: "Str0ng!pass" })).toMatchObject({
      status: 400,
      body: { code: "validation_failed" },
    });
    const cases: [string, string][] = [
      ["Ab1!", "Password must include: at least 8 characters"],
      ["Abcde1", "Password must include: at least 8 characters"],
      ["Abcdefgh", "Password must include: number"],
      ["abcdefgh", "Password must include: uppercase letter, number"],
      ["ZEBRALAMP7", "Password must include: lowercase letter"],
      ["Passw0rd!", "Password must include: a less common password"],
      ["password123!", "Password must include: uppercase letter, a less common password"],
      ["Password123!", "Password must include: a less common password"],
      ["Iloveyou1", "Password must include: a less common password"],
    ];
    for (const [password, error] of cases) {
      expect(await signUp({ email: "weak@example.com", password }), password).toEqual({
        status: 400,
        body: { error, code: "weak_password" },
      });
    }
    // The policy the server advertises is exactly the one it enforces: no special character needed.
    const admin = await signInUser(t, "owner@example.com");
    const config = await get(
      t,
      "/api/auth/admin/provider",
      (admin.body.session as { accessToken: string }).accessToken,
    );
    expect(config.body.config).toMatchObject({
      passwordPolicy: {
        minLength: 8,
        requireUppercase: true,
        requireLowercase: true,
        requireNumbers: true,
        requireSpecialChars: false,
      },
    });
    expect((await signUp({ email: "policy@example.com", password: "Zebra7Lantern" })).status).toBe(
      201,
    );
  });

  it("refuses control characters and over-long addresses without a server error", async () => {
    for (const email of [
      "a\u0000b@example.com",
      `${"a".repeat(250)}@example.com`,
      "a@b",
      "@b.co",
    ]) {
      const up = await signUp({ email, password: "Str0ng!pass" });
      expect(up.status, email).toBe(400);
      expect((await signInUser(t, email)).status).toBe(400);
    }
    const nul = await signUp({ email: "nul@example.com", password: "Str0ng!pass\u0000x" });
    expect(nul.status).toBeLessThan(500);
  });

  it("treats case and spacing variants of an e-mail as the same account", async () => {
    const taken = await signUp({ email: "  OWNER@Example.COM ", password: "Str0ng!pass" });
    expect(taken.status).toBe(201);
    expect((await signInUser(t, "Owner@EXAMPLE.com")).status).toBe(200);
    const rows = await t.deps.db.selectFrom("users").select("email").execute();
    expect(rows.filter((row) => row.email === "owner@example.com")).toHaveLength(1);
  });

  it("never answers 500 to unknown ids or odd paths", async () => {
    const session = await signUpUser(t, "paths@example.com");
    for (const path of [
      "/api/auth/users/not-a-uuid",
      "/api/auth/users/00000000-0000-0000-0000-000000000000",
      "/api/auth/users/%27%20or%201%3D1",
    ]) {
      const response = await t.app.request(path, {
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      expect(response.status, path).toBeLessThan(500);
    }
    for (const id of ["-".repeat(36), "zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz", "1%00"]) {
      const response = await t.app.request(`/api/auth/sessions/${id}`, {
        method: "DELETE",
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      // A NUL in the address is refused before any route (400), other odd ids are unknown.
      expect(response.status, id).toBe(id.includes("%00") ? 400 : 404);
    }
    const redirect = await t.app.request(
      "/api/auth/confirm?token=abc&redirect_to=https://evil.example.net/",
    );
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get("location")).not.toContain("evil");
  });
});
