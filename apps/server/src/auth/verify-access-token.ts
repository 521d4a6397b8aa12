import { jwtVerify } from "jose";
import type { AuthRuntime } from "./auth-runtime.ts";
import { ACCESS_TOKEN_AUDIENCE } from "./sign-access-token.ts";

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
  expiresAt: number;
}

// The HMAC key per secret (one per auth runtime), imported once: given the raw bytes, jose
// imports them into WebCrypto again on every call, most of a verification's cost.
const keys = new WeakMap<Uint8Array, ReturnType<typeof crypto.subtle.importKey>>();

function keyOf(secret: Uint8Array) {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      "raw",
      new Uint8Array(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["verify"],
    );
    keys.set(secret, key);
  }
  return key;
}

/**
 * Checks signature (HS256 only: no "none", no key confusion), issuer, audience and expiry against
 * the injected clock. Returns null for any token that does not pass.
 */
export async function verifyAccessToken(
  auth: Pick<AuthRuntime, "secret" | "issuer">,
  token: string,
  now: Date,
): Promise<AccessTokenClaims | null> {
  if (token.length > 4096) return null;
  // Base64url leaves unused low bits in a signature's last character; only the one canonical
  // spelling of a signature is accepted, so a token has exactly one valid form.
  const signature = token.slice(token.lastIndexOf(".") + 1);
  if (Buffer.from(signature, "base64url").toString("base64url") !== signature) return null;
  try {
    const { payload } = await jwtVerify(token, await keyOf(auth.secret), {
      algorithms: ["HS256"],
      issuer: auth.issuer,
      audience: ACCESS_TOKEN_AUDIENCE,
      currentDate: now,
      clockTolerance: 0,
      requiredClaims: ["sub", "exp", "iat"],
    });
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
    if (typeof payload.exp !== "number") return null;
    return { userId: payload.sub, sessionId: payload.sid, expiresAt: payload.exp * 1000 };
  } catch {
    return null;
  }
}
