import { SignJWT } from "jose";
import type { AuthRuntime } from "./auth-runtime.ts";

export const ACCESS_TOKEN_AUDIENCE = "authenticated";

/** A short-lived HS256 access token naming the user and the session it belongs to. */
export async function signAccessToken(
  auth: Pick<AuthRuntime, "secret" | "issuer" | "accessTokenTtlSeconds">,
  claims: { userId: string; sessionId: string; email: string; role: string },
  now: Date,
): Promise<{ token: string; expiresAt: number }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAtSeconds = issuedAt + auth.accessTokenTtlSeconds;
  const token = await new SignJWT({ sid: claims.sessionId, email: claims.email, role: claims.role })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuer(auth.issuer)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAtSeconds)
    .sign(auth.secret);
  return { token, expiresAt: expiresAtSeconds * 1000 };
}
