import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { ACCESS_TOKEN_AUDIENCE, signAccessToken } from "./sign-access-token.ts";
import { verifyAccessToken } from "./verify-access-token.ts";

const runtime = () => ({
  secret: crypto.getRandomValues(new Uint8Array(32)),
  issuer: "contract-platform",
  accessTokenTtlSeconds: 900,
});
const userId = "5d0f7a4e-1b2c-4d3e-8f90-a1b2c3d4e5f6";
const sessionId = "6e1a8b5f-2c3d-4e5f-9a01-b2c3d4e5f6a7";
const claims = { userId, sessionId, email: "a@example.com", role: "user" };
const at = (iso: string) => new Date(iso);

describe("verifyAccessToken", () => {
  it("accepts a token again after verifying it, until it expires", async () => {
    const auth = runtime();
    const { token, expiresAt } = await signAccessToken(auth, claims, at("2026-03-01T12:00:00Z"));
    const expected = { userId, sessionId, expiresAt };
    expect(await verifyAccessToken(auth, token, at("2026-03-01T12:00:01Z"))).toEqual(expected);
    expect(await verifyAccessToken(auth, token, at("2026-03-01T12:14:59Z"))).toEqual(expected);
    // The second answer came from the remembered verification: expiry still applies to it.
    expect(await verifyAccessToken(auth, token, at("2026-03-01T12:15:00Z"))).toBeNull();
    expect(await verifyAccessToken(auth, token, at("2026-03-01T12:14:59Z"))).toEqual(expected);
  });

  it("never accepts a tampered token, another key's or another issuer's", async () => {
    const auth = runtime();
    const now = at("2026-03-01T12:00:00Z");
    const { token } = await signAccessToken(auth, claims, now);
    expect(await verifyAccessToken(auth, token, now)).not.toBeNull();
    const [header, payload, signature] = token.split(".");
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === "A" ? "B" : "A"}${signature.at(-1)}`;
    expect(await verifyAccessToken(auth, `${header}.${payload}.${flipped}`, now)).toBeNull();
    expect(await verifyAccessToken(runtime(), token, now)).toBeNull();
    expect(await verifyAccessToken({ ...auth, issuer: "someone-else" }, token, now)).toBeNull();
    expect(await verifyAccessToken(auth, token, now)).not.toBeNull();
  });

  it("keeps a not-before time after the first verification", async () => {
    const auth = runtime();
    const token = await new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(userId)
      .setIssuer(auth.issuer)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(Date.parse("2026-03-01T12:00:00Z") / 1000)
      .setNotBefore(Date.parse("2026-03-01T12:05:00Z") / 1000)
      .setExpirationTime(Date.parse("2026-03-01T12:15:00Z") / 1000)
      .sign(auth.secret);
    expect(await verifyAccessToken(auth, token, at("2026-03-01T12:04:59Z"))).toBeNull();
    expect(await verifyAccessToken(auth, token, at("2026-03-01T12:05:00Z"))).not.toBeNull();
    expect(await verifyAccessToken(auth, token, at("2026-03-01T12:04:59Z"))).toBeNull();
  });
});
