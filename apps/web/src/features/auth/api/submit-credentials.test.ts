import { describe, expect, it } from "vitest";
import { submitCredentials } from "./submit-credentials";

const credentials = { email: "dev@example.com", password: "secret1" };

describe("submitCredentials", () => {
  it("posts to /api/auth/sign-in", async () => {
    let url = "";
    let body = "";
    await expect(
      submitCredentials("sign-in", credentials, async (u, init) => {
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
    await expect(submitCredentials("sign-in", credentials, notFound)).rejects.toThrow(
      "Authentication service temporarily unavailable",
    );
    await expect(submitCredentials("sign-up", credentials, notFound)).rejects.toThrow(
      "Registration service temporarily unavailable",
    );
  });

  it("passes the server's message through for 4xx answers", async () => {
    await expect(
      submitCredentials("sign-in", credentials, async () =>
        Response.json(
          { error: "Invalid email or password", code: "invalid_credentials" },
          { status: 401 },
        ),
      ),
    ).rejects.toMatchObject({ message: "Invalid email or password", code: "invalid_credentials" });
  });

  it("reports network failures as Connection failed", async () => {
    await expect(
      submitCredentials("sign-in", credentials, async () => {
        throw new TypeError("Failed to fetch");
      }),
    ).rejects.toThrow("Connection failed");
  });
});
