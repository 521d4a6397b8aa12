import { jwtVerify } from "jose";
import type { AuthRuntime } from "./auth-runtime.ts";
import { ACCESS_TOKEN_AUDIENCE } from "./sign-access-token.ts";

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
  expiresAt: number;
}

/** Tokens whose signature was checked, per key: at most this many, the oldest dropped first. */
export const VERIFIED_TOKENS_KEPT = 10_000;

interface Verified {
  claims: AccessTokenClaims;
  issuer: string;
  /** "nbf" in seconds, when the token has one. */
  notBefore?: number;
}

interface KeyState {
  key: ReturnType<typeof crypto.subtle.importKey>;
  verified: Map<string, Verified>;
}

// Per secret (one per auth runtime): the HMAC key imported once (jose would import the raw bytes
// again on every call, most of its cost), and the tokens already verified with it.
const keys = new WeakMap<Uint8Array, KeyState>();

function keyStateOf(secret: Uint8Array): KeyState {
  let state = keys.get(secret);
  if (!state) {
    const key = crypto.subtle.importKey("raw", secret, { name: "HMAC", hash: "SHA-256" }, false, [
      "verify",
    ]);
    state = { key, verified: new Map() };
    keys.set(secret, state);
  }
  return state;
}

/** The time checks jose makes (exp, nbf; no clock tolerance), for a token verified before. */
function stillValid(entry: Verified, now: Date): boolean {
  const seconds = Math.floor(now.getTime() / 1000);
  if (entry.notBefore !== undefined && entry.notBefore > seconds) return false;
  return entry.claims.expiresAt / 1000 > seconds;
}

/**
 * Checks signature (HS256 only: no "none", no key confusion), issuer, audience and expiry against
 * the injected clock. Returns null for any token that does not pass.
 *
 * A token that verified once is remembered with its claims (they are a pure function of the token
 * and the key), so later requests with it only repeat the time checks: this is not a cache of
 * anything that can change elsewhere — whether its session is still active is read from the
 * database on every request (authenticateRequest).
 */
export async function verifyAccessToken(
  auth: Pick<AuthRuntime, "secret" | "issuer">,
  token: string,
  now: Date,
): Promise<AccessTokenClaims | null> {
  if (token.length > 4096) return null;
  const state = keyStateOf(auth.secret);
  const known = state.verified.get(token);
  if (known && known.issuer === auth.issuer) {
    if (stillValid(known, now)) return known.claims;
    if (known.claims.expiresAt <= now.getTime()) state.verified.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, await state.key, {
      algorithms: ["HS256"],
      issuer: auth.issuer,
      audience: ACCESS_TOKEN_AUDIENCE,
      currentDate: now,
      clockTolerance: 0,
      requiredClaims: ["sub", "exp", "iat"],
    });
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
    if (typeof payload.exp !== "number") return null;
    const claims = { userId: payload.sub, sessionId: payload.sid, expiresAt: payload.exp * 1000 };
    if (state.verified.size >= VERIFIED_TOKENS_KEPT) {
      const oldest = state.verified.keys().next().value;
      if (oldest !== undefined) state.verified.delete(oldest);
    }
    state.verified.set(token, { claims, issuer: auth.issuer, notBefore: payload.nbf });
    return claims;
  } catch {
    return null;
  }
}
