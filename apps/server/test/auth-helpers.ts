import type { AuthSession } from "@contract-platform/api";
import { createTestApp, type TestApp } from "./create-test-app.ts";

export const STRONG_PASSWORD = "Correct-Horse-42";

let ipCounter = 0;
/** A fresh client address, so per-IP sign-up limits do not couple unrelated tests. */
export function nextIp(): string {
  ipCounter++;
  return `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

/** The real app with X-Forwarded-For trusted, so tests can choose the client address. */
export function createAuthTestApp(env: Record<string, string> = {}, options = {}) {
  return createTestApp({ TRUST_PROXY: "true", ...env }, options);
}

/** A session as a browser holds it: the body's access token and the HttpOnly refresh cookie. */
export type BrowserSession = AuthSession & { cookie: string };

/** The value of the refresh cookie a response set ("" when it cleared it), if it set one. */
export function refreshCookieOf(response: Response): string | undefined {
  const header = response.headers.getSetCookie().find((line) => line.startsWith("cp_refresh="));
  return header === undefined ? undefined : decodeURIComponent(header.split(";")[0].slice(11));
}

export async function post(
  t: TestApp,
  path: string,
  body: unknown,
  options: { token?: string; ip?: string; method?: string } = {},
) {
  const response = await t.app.request(path, {
    method: options.method ?? "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": options.ip ?? "10.255.0.1",
      // As the web app does on every call to a cookie-authenticated route (CSRF protection).
      "x-requested-with": "fetch",
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function get(t: TestApp, path: string, token?: string, method = "GET") {
  const response = await t.app.request(path, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as Record<string, unknown>,
  };
}

/** Creates an account (from a fresh address) without signing in. */
export async function createAccount(t: TestApp, email: string, password = STRONG_PASSWORD) {
  const result = await post(t, "/api/auth/sign-up", { email, password }, { ip: nextIp() });
  if (result.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(result.body)}`);
}

/** Signs up (from a fresh address), signs in and returns the session with its refresh cookie. */
export async function signUpUser(
  t: TestApp,
  email: string,
  password = STRONG_PASSWORD,
): Promise<BrowserSession> {
  const ip = nextIp();
  const result = await post(t, "/api/auth/sign-up", { email, password }, { ip });
  if (result.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(result.body)}`);
  return signInWithCookie(t, email, password, ip);
}

/** Signs in and returns the session with the refresh cookie the response set. */
export async function signInWithCookie(
  t: TestApp,
  email: string,
  password = STRONG_PASSWORD,
  ip = "10.255.0.1",
): Promise<BrowserSession> {
  const response = await t.app.request("/api/auth/sign-in", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { session?: AuthSession };
  const cookie = refreshCookieOf(response);
  if (response.status !== 200 || !body.session || !cookie) {
    throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  }
  return { ...body.session, cookie };
}

/** POST /api/auth/refresh as the web app sends it: the cookie plus the CSRF header. */
export async function refreshWithCookie(
  t: TestApp,
  cookie: string | undefined,
  headers: Record<string, string> = {},
) {
  const response = await t.app.request("/api/auth/refresh", {
    method: "POST",
    headers: {
      "x-requested-with": "fetch",
      ...(cookie === undefined ? {} : { cookie: `cp_refresh=${cookie}` }),
      ...headers,
    },
  });
  return {
    status: response.status,
    body: (await response.json()) as { session?: AuthSession | null; code?: string },
    cookie: refreshCookieOf(response),
    setCookies: response.headers.getSetCookie(),
  };
}

export async function signInUser(
  t: TestApp,
  email: string,
  password = STRONG_PASSWORD,
  ip?: string,
) {
  return post(t, "/api/auth/sign-in", { email, password }, { ip: ip ?? "10.255.0.1" });
}

/** Moves the manual clock without firing every intermediate job-runner poll. */
export function jump(t: TestApp, ms: number) {
  t.clock.set(new Date(t.clock.now().getTime() + ms));
}
