import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AuthRuntime, RequestOrigin } from "./auth-runtime.ts";

/**
 * The caller's address and user agent. X-Forwarded-For is only believed with TRUST_PROXY
 * (otherwise anyone could pick their own address and dodge per-IP limits).
 */
export function requestOrigin(c: Context, auth: Pick<AuthRuntime, "trustProxy">): RequestOrigin {
  let ipAddress: string | null = null;
  if (auth.trustProxy) {
    ipAddress = c.req.header("x-forwarded-for")?.split(",")[0]?.trim().slice(0, 64) || null;
  }
  if (!ipAddress) {
    try {
      ipAddress = getConnInfo(c).remote.address ?? null;
    } catch {
      ipAddress = null;
    }
  }
  return { ipAddress, userAgent: c.req.header("user-agent")?.slice(0, 512) ?? null };
}

/** The site origin for links and redirects: PUBLIC_URL, else the origin the request came to. */
export function siteOrigin(c: Context, auth: Pick<AuthRuntime, "publicUrl">): string {
  return auth.publicUrl ?? new URL(c.req.url).origin;
}

/** A redirect target is accepted only on the site's own origin or an allowed origin. */
export function safeRedirect(
  target: string | undefined,
  site: string,
  auth: Pick<AuthRuntime, "allowedOrigins">,
): string {
  if (!target) return site;
  try {
    const url = new URL(target, site);
    if (url.origin === site || auth.allowedOrigins.includes(url.origin)) return url.toString();
  } catch {
    // fall through
  }
  return site;
}
