import type { AuthSession } from "@contract-platform/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuthTestApp, get, post, signUpUser } from "./auth-helpers.ts";
import type { TestApp } from "./create-test-app.ts";

let t: TestApp;
let session: AuthSession;

beforeAll(async () => {
  t = await createAuthTestApp();
  session = await signUpUser(t, "messages@example.com");
});
afterAll(async () => t.close());

describe("spec §8 answers of the auth service", () => {
  it("answers a session read without a session with no session, not 401", async () => {
    const none = await get(t, "/api/auth/session");
    expect(none.status).toBe(200);
    expect(none.body).toEqual({
      session: null,
      error: "No session created",
      code: "no_session",
    });
    // A token whose session was signed out reads the same.
    const signedOut = await signUpUser(t, "signed-out@example.com");
    await post(t, "/api/auth/sign-out", {}, { token: signedOut.accessToken });
    const after = await get(t, "/api/auth/session", signedOut.accessToken);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ session: null, code: "no_session" });
    // The user itself still needs a session.
    expect((await get(t, "/api/auth/user", signedOut.accessToken)).status).toBe(401);
    const current = await get(t, "/api/auth/session", session.accessToken);
    expect(current.body.session).toMatchObject({ accessToken: session.accessToken });
  });

  it("answers an invalid profile update with update_failed and says what is wrong", async () => {
    const patch = (body: unknown) =>
      post(t, "/api/auth/user", body, { token: session.accessToken, method: "PATCH" });
    const badEmail = await patch({ email: "not-an-email" });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toMatchObject({ code: "update_failed" });
    expect(badEmail.body.error).toContain("Please enter a valid email address");
    expect(badEmail.body.issues).toEqual([
      { path: "email", message: "Please enter a valid email address" },
    ]);
    expect((await patch({})).body.code).toBe("update_failed");
    expect((await patch({ role: "admin" })).body.code).toBe("update_failed");
    expect((await patch("{not json")).body.code).toBe("update_failed");
    const fine = await patch({ metadata: { name: "Ada" } });
    expect(fine.status).toBe(200);
  });
});
