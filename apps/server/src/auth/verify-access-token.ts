import { jwtVerify } from "jose";
import type { AuthRuntime } from "./auth-runtime.ts";
import { ACCESS_TOKEN_AUDIENCE } from "./sign-access-token.ts";

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
  expiresAt: number;
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
  try {
    const { payload } = await jwtVerify(token, auth.secret, {
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
