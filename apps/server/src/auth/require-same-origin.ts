import type { Context } from "hono";
import { HttpError } from "../http/http-error.ts";
import type { AuthRuntime } from "./auth-runtime.ts";

/** The header every request of the web app to a cookie-authenticated route carries. */
export const CSRF_HEADER = "x-requested-with";

/**
 * CSRF protection for the routes that act on the refresh cookie. Stricter than CORS (which also
 * lets localhost on any port and preview hosts in): a browser that says where the request came
 * from must say this site — `Sec-Fetch-Site` same-origin (or none: typed by the user), `Origin`
 * this server's own host, PUBLIC_URL or one of ALLOWED_ORIGINS. With `customHeader`, the
 * request must also carry X-Requested-With, which no form or plain link can send and a
 * cross-origin script cannot send without a preflight our CORS refuses.
 */
export function requireSameOrigin(
  c: Context,
  auth: Pick<AuthRuntime, "publicUrl" | "allowedOrigins">,
  options: { customHeader: boolean },
): void {
  const refuse = () => {
    throw new HttpError(403, "csrf_rejected", "Request refused: it did not come from this site");
  };
  const site = c.req.header("sec-fetch-site");
  if (site !== undefined && site !== "same-origin" && site !== "none") refuse();
  const origin = c.req.header("origin");
  if (origin !== undefined && !isOwnOrigin(origin, c.req.header("host"), auth)) refuse();
  if (options.customHeader && !c.req.header(CSRF_HEADER)) refuse();
}

function isOwnOrigin(
  origin: string,
  host: string | undefined,
  auth: Pick<AuthRuntime, "publicUrl" | "allowedOrigins">,
): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  if (host && url.host === host.toLowerCase()) return true;
  if (auth.publicUrl && new URL(auth.publicUrl).origin === origin) return true;
  return auth.allowedOrigins.includes(origin);
}
