import { createHmac } from "node:crypto";
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
  it("accepts a token, again and again, until it expires", async () => {
    const auth = runtime();
    const { token, expiresAt } = await signAccessToken(auth, claims, at("2026-03-01T12:00:00Z"));
    const expected = { userId, sessionId, expiresAt };
    expect(await verifyAccessToken(auth, token, at("2026-03-01T12:00:01Z"))).toEqual(expected);
    expect(await verifyAccessToken(auth, token, at("2026-03-01T12:14:59Z"))).toEqual(expected);
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

  // Every way a token can be wrong is refused; a token right in every way is accepted.
  it("refuses other algorithms, critical headers, bad signatures and missing or wrong claims", async () => {
    const auth = runtime();
    const now = at("2026-03-01T12:00:00Z");
    const seconds = now.getTime() / 1000;
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const hs256 = (data: string, secret = auth.secret) =>
      createHmac("sha256", secret).update(data).digest("base64url");
    const good = { sid: sessionId, sub: userId, iss: auth.issuer, aud: ACCESS_TOKEN_AUDIENCE };
    const times = { iat: seconds, exp: seconds + 900 };
    const sign = (header: unknown, payload: unknown) => {
      const data = `${b64(header)}.${b64(payload)}`;
      return `${data}.${hs256(data)}`;
    };
    const { token } = await signAccessToken(auth, claims, now);
    const [h, p, signature] = token.split(".");
    const hs512 = `${h}.${p}.${createHmac("sha512", auth.secret).update(`${h}.${p}`).digest("base64url")}`;
    const refused: Record<string, string> = {
      "alg none": `${b64({ alg: "none" })}.${p}.`,
      "alg HS512": `${b64({ alg: "HS512" })}.${p}.${hs512.split(".")[2]}`,
      "HS512 signature under an HS256 header": hs512,
      "alg RS256 signed with the secret": sign({ alg: "RS256" }, { ...good, ...times }),
      "no alg": sign({ typ: "JWT" }, { ...good, ...times }),
      "critical header": sign({ alg: "HS256", crit: ["exp"] }, { ...good, ...times }),
      "unencoded payload": sign({ alg: "HS256", b64: false, crit: ["b64"] }, { ...good, ...times }),
      "signature of the payload with another secret": `${h}.${p}.${hs256(`${h}.${p}`, runtime().secret)}`,
      "signature cut short": `${h}.${p}.${signature.slice(0, -4)}`,
      "signature in base64, not base64url": `${h}.${p}.${signature.replace(/-/g, "+").replace(/_/g, "/")}+/`,
      "signature with changed unused bits": `${h}.${p}.${signature.slice(0, -1)}${signature.at(-1) === "A" ? "B" : "A"}`,
      "two parts": `${h}.${p}`,
      "four parts": `${token}.${signature}`,
      "header not JSON": `${Buffer.from("{alg").toString("base64url")}.${p}.${hs256(`${Buffer.from("{alg").toString("base64url")}.${p}`)}`,
      "payload an array": sign({ alg: "HS256" }, [good]),
      expired: sign({ alg: "HS256" }, { ...good, iat: seconds - 900, exp: seconds }),
      "no exp": sign({ alg: "HS256" }, { ...good, iat: seconds }),
      "exp a string": sign({ alg: "HS256" }, { ...good, iat: seconds, exp: String(seconds + 900) }),
      "no iat": sign({ alg: "HS256" }, { ...good, exp: seconds + 900 }),
      "nbf in the future": sign({ alg: "HS256" }, { ...good, ...times, nbf: seconds + 1 }),
      "nbf a string": sign({ alg: "HS256" }, { ...good, ...times, nbf: "0" }),
      "other issuer": sign({ alg: "HS256" }, { ...good, ...times, iss: "someone-else" }),
      "no issuer": sign({ alg: "HS256" }, { ...good, ...times, iss: undefined }),
      "other audience": sign({ alg: "HS256" }, { ...good, ...times, aud: "anon" }),
      "no sub": sign({ alg: "HS256" }, { ...good, ...times, sub: undefined }),
      "sid a number": sign({ alg: "HS256" }, { ...good, ...times, sid: 7 }),
      "too long": sign({ alg: "HS256" }, { ...good, ...times, pad: "x".repeat(4096) }),
    };
    const accepted: Record<string, string> = {
      issued: token,
      "audience in a list": sign(
        { alg: "HS256" },
        { ...good, ...times, aud: ["x", ACCESS_TOKEN_AUDIENCE] },
      ),
      "nbf now": sign({ alg: "HS256", typ: "JWT" }, { ...good, ...times, nbf: seconds }),
      "expires in a second": sign({ alg: "HS256" }, { ...good, iat: 0, exp: seconds + 1 }),
    };
    for (const [name, candidate] of Object.entries(refused)) {
      expect(await verifyAccessToken(auth, candidate, now), name).toBeNull();
    }
    for (const [name, candidate] of Object.entries(accepted)) {
      expect(await verifyAccessToken(auth, candidate, now), name).toMatchObject({
        userId,
        sessionId,
      });
    }
  });

  it("keeps a not-before time", async () => {
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
