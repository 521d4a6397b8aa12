import type { MiddlewareHandler } from "hono";

/**
 * Content Security Policy for the built Vite React SPA with a service worker: scripts, workers and
 * the manifest only from our origin; inline styles allowed (UI libraries inject them); images from
 * data:/blob:; fetches to https: for the public probes the web app makes; no framing, no plugins.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  // Wallet deployments talk to chain RPCs from the browser: any https one, or a devnet on this
  // machine over plain http (custom chains accept nothing else, ADR 0150).
  "connect-src 'self' https: http://localhost:* http://127.0.0.1:*",
  "worker-src 'self'",
  // data: lets the web app fall back to its built-in manifest when neither copy can be fetched.
  "manifest-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set("Content-Security-Policy", contentSecurityPolicy);
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("X-Frame-Options", "DENY");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    headers.set("Cross-Origin-Resource-Policy", "same-origin");
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (c.req.url.startsWith("https:") || c.req.header("x-forwarded-proto") === "https") {
      headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
  };
}
