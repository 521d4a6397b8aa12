import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, createAuthTestApp, post } from "./auth-helpers.ts";
import type { TestApp } from "./create-test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
  await createAccount(t, "hot@example.com");
});
afterAll(async () => {
  await t.close();
});

describe("sign-in does not hold the database while it checks a password", () => {
  it("lets other requests use the database while argon2 runs", async () => {
    const auth = t.deps.auth;
    if (!auth) throw new Error("auth runtime missing");
    const original = auth.verifyPassword;
    let release: () => void = () => {};
    let verifying: () => void = () => {};
    const started = new Promise<void>((resolve) => (verifying = resolve));
    auth.verifyPassword = async (hash, password) => {
      verifying();
      await new Promise<void>((resolve) => (release = resolve));
      return original(hash, password);
    };
    try {
      const signIn = post(t, "/api/auth/sign-in", {
        email: "hot@example.com",
        password: "Correct-Horse-42",
      });
      await started;
      // On the embedded database (one connection) this waited behind a transaction that was
      // open for the whole hash.
      const other = await Promise.race([
        t.deps.db
          .selectFrom("users")
          .select("email")
          .execute()
          .then(() => "answered"),
        new Promise((resolve) => setTimeout(() => resolve("blocked"), 2_000)),
      ]);
      expect(other).toBe("answered");
      release();
      expect((await signIn).status).toBe(200);
    } finally {
      release();
      auth.verifyPassword = original;
    }
  });
});
