import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from "node:crypto";
import type { AuthRuntime } from "./auth-runtime.ts";
import { ACCESS_TOKEN_AUDIENCE } from "./sign-access-token.ts";

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
  expiresAt: number;
}

// The HMAC key per secret (one per auth runtime), made once.
const keys = new WeakMap<Uint8Array, KeyObject>();

function keyOf(secret: Uint8Array) {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(secret);
    keys.set(secret, key);
  }
  return key;
}

const base64Url = /^[A-Za-z0-9_-]+$/;

/** A base64url part's bytes, or null unless it is written exactly as base64url writes them. */
function decodePart(part: string): Buffer | null {
  if (!base64Url.test(part)) return null;
  const bytes = Buffer.from(part, "base64url");
  return bytes.toString("base64url") === part ? bytes : null;
}

/** A base64url part's JSON object, or null. */
function decodeObject(part: string): Record<string, unknown> | null {
  const bytes = decodePart(part);
  if (!bytes) return null;
  try {
    const value: unknown = JSON.parse(bytes.toString("utf8"));
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const isNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);

/**
 * Checks a compact JWS: HS256 only (no "none", no other algorithm, no critical header extensions),
 * its HMAC-SHA256 signature compared in constant time, then issuer, audience, `exp` (in the
 * future), `nbf` (if present, not in the future) and `iat` against the injected clock, with no
 * tolerance, as jose's jwtVerify did (ADR 107). Synchronous: node:crypto's HMAC on a key made once
 * costs a few µs, where WebCrypto's asynchronous job cost tens. Returns null for any token that
 * does not pass.
 */
export function verifyAccessToken(
  auth: Pick<AuthRuntime, "secret" | "issuer">,
  token: string,
  now: Date,
): AccessTokenClaims | null {
  if (token.length > 4096) return null;
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, signaturePart] = parts;
  const header = decodeObject(headerPart);
  if (header === null) return null;
  if (header.alg !== "HS256" || "crit" in header || "b64" in header) return null;
  const signature = decodePart(signaturePart);
  const expected = createHmac("sha256", keyOf(auth.secret))
    .update(`${headerPart}.${payloadPart}`)
    .digest();
  if (!signature || signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
    return null;
  }
  const payload = decodeObject(payloadPart);
  if (!payload || payload.iss !== auth.issuer) return null;
  const audience = payload.aud;
  const audiences = Array.isArray(audience) ? audience : [audience];
  if (!audiences.includes(ACCESS_TOKEN_AUDIENCE)) return null;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const { exp, nbf, iat, sub, sid } = payload;
  if (!isNumber(exp) || exp <= nowSeconds || !isNumber(iat)) return null;
  if (nbf !== undefined && (!isNumber(nbf) || nbf > nowSeconds)) return null;
  if (typeof sub !== "string" || typeof sid !== "string") return null;
  return { userId: sub, sessionId: sid, expiresAt: exp * 1000 };
}
