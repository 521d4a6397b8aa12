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

/** Signs up (from a fresh address), signs in and returns the session. */
export async function signUpUser(t: TestApp, email: string, password = STRONG_PASSWORD) {
  const ip = nextIp();
  const result = await post(t, "/api/auth/sign-up", { email, password }, { ip });
  if (result.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(result.body)}`);
  const signedIn = await post(t, "/api/auth/sign-in", { email, password }, { ip });
  if (signedIn.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(signedIn.body)}`);
  return signedIn.body.session as AuthSession;
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
