import { describe, expect, it } from "vitest";
import { submitSignIn, submitSignUp } from "./submit-credentials";

const credentials = { email: "dev@example.com", password: "secret1" };

describe("submitSignIn / submitSignUp", () => {
  it("posts to /api/auth/sign-in", async () => {
    let url = "";
    let body = "";
    await expect(
      submitSignIn(credentials, async (u, init) => {
        url = u;
        body = String(init?.body);
        return Response.json({
          session: {
            accessToken: "t",
            expiresAt: 1,
            user: { id: "u", email: credentials.email, createdAt: "2026-01-01T00:00:00Z" },
          },
        });
      }),
    ).resolves.toMatchObject({ accessToken: "t", tokenType: "bearer" });
    expect(url).toBe("/api/auth/sign-in");
    expect(JSON.parse(body)).toEqual(credentials);
  });

  it("reports a missing auth service as temporarily unavailable", async () => {
    const notFound = async () =>
      Response.json({ error: "Not found", code: "not_found" }, { status: 404 });
    await expect(submitSignIn(credentials, notFound)).rejects.toThrow(
      "Authentication service temporarily unavailable",
    );
    await expect(submitSignUp(credentials, notFound)).rejects.toThrow(
      "Registration service temporarily unavailable",
    );
  });

  it("passes the server's message through for 4xx answers", async () => {
    await expect(
      submitSignIn(credentials, async () =>
        Response.json(
          { error: "Invalid email or password", code: "invalid_credentials" },
          { status: 401 },
        ),
      ),
    ).rejects.toMatchObject({ message: "Invalid email or password", code: "invalid_credentials" });
  });

  it("reports network failures as Connection failed", async () => {
    await expect(
      submitSignIn(credentials, async () => {
        throw new TypeError("Failed to fetch");
      }),
    ).rejects.toThrow("Connection failed");
  });

  it("reads a sign-up answer: never a session, whether the e-mail must be confirmed", async () => {
    const answer = (emailConfirmationRequired: boolean) => async () =>
      Response.json({ user: null, session: null, emailConfirmationRequired }, { status: 201 });
    await expect(submitSignUp(credentials, answer(true))).resolves.toEqual({
      emailConfirmationRequired: true,
    });
    await expect(submitSignUp(credentials, answer(false))).resolves.toEqual({
      emailConfirmationRequired: false,
    });
  });

  it("says at what local time a limited sign-up may be tried again", async () => {
    const retryAt = new Date(2026, 2, 1, 18, 42);
    const limited = async () =>
      Response.json(
        {
          error: "Too many signup attempts. Please try again in 42 minutes.",
          code: "rate_limited",
          retryAfterSeconds: 2520,
          retryAt: retryAt.toISOString(),
        },
        { status: 429, headers: { "retry-after": "2520" } },
      );
    const time = retryAt.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
    await expect(submitSignUp(credentials, limited)).rejects.toMatchObject({
      message: `Too many signup attempts. Please try again in 42 minutes (at ${time}).`,
      code: "rate_limited",
    });
  });
});
