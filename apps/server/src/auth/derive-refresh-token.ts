import { createHmac } from "node:crypto";

/**
 * The refresh token of one generation of a session: an HMAC of the session id, its random salt and
 * the generation under the server secret. The database keeps only its hash, yet the server can
 * hand the current token again to a concurrent refresh inside the grace window.
 */
export function deriveRefreshToken(
  secret: Uint8Array,
  session: { id: string; salt: string },
  generation: number,
): string {
  const mac = createHmac("sha256", secret)
    .update(`refresh:${session.id}:${session.salt}:${generation}`)
    .digest("base64url");
  return `rt_${mac}`;
}
