import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAuthClient } from "./auth-client";
import { readStoredSession, SESSION_STORAGE_KEY, writeStoredSession } from "./session-storage";
import type { Session } from "./types";

const user = {
  id: "u1",
  email: "dev@example.com",
  emailConfirmed: true,
  metadata: {},
  createdAt: "2026-01-01T00:00:00.000Z",
  lastSignIn: null,
};
const session = (n: number, expiresAt: number): Session => ({
  accessToken: `access-${n}`,
  refreshToken: `rt_${n}`,
  expiresAt,
  tokenType: "bearer",
  user,
});

type Call = { url: string; init?: RequestInit };
let calls: Call[];
let answer: (call: Call) => Response | Promise<Response>;

beforeEach(() => {
  localStorage.clear();
  calls = [];
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    const call = { url, init };
    calls.push(call);
    return answer(call);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("createAuthClient", () => {
  const now = 1_000_000;

  it("checks a stored session with the server on load and keeps it", async () => {
    writeStoredSession(session(1, now + 600_000));
    answer = () => Response.json({ session: { accessToken: "access-1", user } });
    const client = createAuthClient(() => now);
    expect(await client.getSession()).toMatchObject({ accessToken: "access-1" });
    expect(calls.map((c) => c.url)).toEqual(["/api/auth/session"]);
    expect(new Headers(calls[0].init?.headers).get("authorization")).toBe("Bearer access-1");
  });

  it("refreshes a session whose access token is about to expire", async () => {
    writeStoredSession(session(1, now + 60_000));
    answer = () => Response.json({ session: session(2, now + 900_000) });
    const client = createAuthClient(() => now);
    expect(await client.getSession()).toMatchObject({ accessToken: "access-2" });
    expect(calls.map((c) => c.url)).toEqual(["/api/auth/refresh"]);
    expect(JSON.parse(String(calls[0].init?.body))).toEqual({ refreshToken: "rt_1" });
    expect(readStoredSession(now)?.refreshToken).toBe("rt_2");
  });

  it("drops the session when the server refuses the refresh token", async () => {
    writeStoredSession(session(1, now - 1));
    answer = () =>
      Response.json({ error: "Invalid refresh token", code: "refresh_failed" }, { status: 401 });
    const client = createAuthClient(() => now);
    expect(await client.getSession()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it("drops a session the server no longer has (no_session) once its refresh is refused", async () => {
    writeStoredSession(session(1, now + 600_000));
    answer = (call) =>
      call.url === "/api/auth/session"
        ? Response.json({ session: null, error: "No session created", code: "no_session" })
        : Response.json(
            { error: "Invalid refresh token", code: "refresh_failed" },
            { status: 401 },
          );
    const client = createAuthClient(() => now);
    expect(await client.getSession()).toBeNull();
    expect(calls.map((c) => c.url)).toEqual(["/api/auth/session", "/api/auth/refresh"]);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it("takes over tokens another tab already rotated instead of reusing the old one", async () => {
    writeStoredSession(session(1, now + 600_000));
    answer = () => Response.json({ session: { accessToken: "access-1", user } });
    const client = createAuthClient(() => now);
    await client.getSession();
    writeStoredSession(session(2, now + 900_000));
    calls = [];
    expect(await client.refresh?.()).toMatchObject({ refreshToken: "rt_2" });
    expect(calls).toEqual([]);
  });

  it("shares one refresh between simultaneous callers", async () => {
    writeStoredSession(session(1, now + 10_000));
    answer = () => Response.json({ session: session(2, now + 900_000) });
    const client = createAuthClient(() => now);
    const [a, b] = await Promise.all([client.refresh?.(), client.refresh?.()]);
    expect(a).toEqual(b);
    expect(calls).toHaveLength(1);
  });

  it("signs out locally first, even when the server cannot be reached", async () => {
    writeStoredSession(session(1, now + 600_000));
    answer = () => {
      throw new TypeError("Failed to fetch");
    };
    const client = createAuthClient(() => now);
    await expect(client.signOut()).rejects.toThrow();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(new Headers(calls[0].init?.headers).get("authorization")).toBe("Bearer access-1");
  });
});
