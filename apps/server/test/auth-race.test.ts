import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuthTestApp, nextIp, post, STRONG_PASSWORD } from "./auth-helpers.ts";
import type { TestApp } from "./create-test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(async () => {
  await t.close();
});

const signUp = (email: string, extra: Record<string, unknown> = {}) =>
  post(t, "/api/auth/sign-up", { email, password: STRONG_PASSWORD, ...extra }, { ip: nextIp() });

describe("races and mass assignment at sign-up", () => {
  it("makes exactly one admin when the first sign-ups arrive together", async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => signUp(`racer${i}@example.com`)),
    );
    expect(results.every((result) => result.status === 201)).toBe(true);
    const roles = await t.deps.db.selectFrom("users").select("role").execute();
    expect(roles.filter((row) => row.role === "admin")).toHaveLength(1);
    expect(roles).toHaveLength(6);
  });

  it("creates one account when the same address signs up many times at once", async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => signUp(i % 2 ? "Twin@Example.com" : "twin@example.com")),
    );
    // Three pass the per-e-mail limit, each with the same answer; the rest are limited.
    const accepted = results.filter((result) => result.status === 201);
    expect(accepted).toHaveLength(3);
    for (const result of accepted) expect(result.body).toEqual(accepted[0].body);
    expect(results.filter((result) => result.status === 429)).toHaveLength(3);
    const rows = await t.deps.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "twin@example.com")
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses fields the caller may not set", async () => {
    for (const extra of [
      { role: "admin" },
      { emailConfirmed: true },
      { id: "00000000-0000-0000-0000-000000000000" },
    ]) {
      const result = await signUp("sneaky@example.com", extra);
      expect(result.status, JSON.stringify(extra)).toBe(400);
    }
    const ok = await signUp("sneaky@example.com", { metadata: { role: "admin" } });
    expect(ok.status).toBe(201);
    const row = await t.deps.db
      .selectFrom("users")
      .select(["role", "metadata"])
      .where("email", "=", "sneaky@example.com")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: "user", metadata: { role: "admin" } });
  });
});
