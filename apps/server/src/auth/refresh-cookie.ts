import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AuthRuntime } from "./auth-runtime.ts";

/** Name of the HttpOnly cookie holding the refresh token. */
export const REFRESH_COOKIE = "cp_refresh";

/**
 * The only paths the browser sends the cookie to: one cookie per path, same value. Scripts never
 * see it (HttpOnly) and other sites never send it (SameSite=Strict).
 */
export const REFRESH_COOKIE_PATHS = ["/api/auth/refresh", "/api/auth/sign-out"] as const;

/** Secure when the request came over https (directly or per the proxy) or the site is https. */
function isSecure(c: Context, auth: Pick<AuthRuntime, "publicUrl">): boolean {
  return (
    new URL(c.req.url).protocol === "https:" ||
    c.req.header("x-forwarded-proto")?.split(",")[0]?.trim() === "https" ||
    Boolean(auth.publicUrl?.startsWith("https:"))
  );
}

/** Sets the refresh cookie on both of its paths, living as long as the session. */
export function setRefreshCookie(
  c: Context,
  auth: Pick<AuthRuntime, "publicUrl">,
  token: string,
  sessionExpiresAt: Date,
  now: Date,
): void {
  const maxAge = Math.max(1, Math.floor((sessionExpiresAt.getTime() - now.getTime()) / 1000));
  for (const path of REFRESH_COOKIE_PATHS) {
    setCookie(c, REFRESH_COOKIE, token, {
      path,
      httpOnly: true,
      sameSite: "Strict",
      secure: isSecure(c, auth),
      maxAge,
    });
  }
}

/** Removes the refresh cookie from both of its paths. */
export function clearRefreshCookie(c: Context, auth: Pick<AuthRuntime, "publicUrl">): void {
  for (const path of REFRESH_COOKIE_PATHS) {
    deleteCookie(c, REFRESH_COOKIE, {
      path,
      httpOnly: true,
      sameSite: "Strict",
      secure: isSecure(c, auth),
    });
  }
}

/** The refresh token the browser sent, if any (and if it looks like one). */
export function readRefreshCookie(c: Context): string | undefined {
  const value = getCookie(c, REFRESH_COOKIE);
  return value && value.length <= 512 ? value : undefined;
}
