import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiRequest, currentAccessToken } from "@/lib/api-client";
import type { AuthChannel, AuthChannelMessage } from "./auth-channel";
import { createAuthClient } from "./auth-client";
import type { Session } from "./types";

const user = {
  id: "u1",
  email: "dev@example.com",
  emailConfirmed: true,
  metadata: {},
  createdAt: "2026-01-01T00:00:00.000Z",
  lastSignIn: null,
};
const session = (n: number): Session => ({
  accessToken: `access-${n}`,
  refreshToken: null,
  expiresAt: 2_000_000 + n,
  tokenType: "bearer",
  user,
});

type Call = { url: string; init?: RequestInit };
let calls: Call[];
let answer: (call: Call) => Response | Promise<Response>;

/** Two or more clients (tabs) joined by an in-memory channel. */
function channels() {
  const listeners = new Set<(message: AuthChannelMessage) => void>();
  return (): AuthChannel => {
    let own: ((message: AuthChannelMessage) => void) | undefined;
    return {
      post: (message) => {
        for (const listener of listeners) if (listener !== own) listener(message);
      },
      subscribe(listener) {
        own = listener;
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
  };
}

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

const header = (call: Call, name: string) => new Headers(call.init?.headers).get(name);

describe("createAuthClient", () => {
  it("gets the session through the refresh cookie on load, keeping tokens out of storage", async () => {
    localStorage.setItem("contract-platform.session", JSON.stringify({ refreshToken: "rt_old" }));
    answer = () => Response.json({ session: session(1) });
    const client = createAuthClient({ channel: channels()() });
    expect(localStorage.getItem("contract-platform.session")).toBeNull();
    expect(await client.getSession()).toMatchObject({ accessToken: "access-1" });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe("/api/auth/refresh");
    expect(calls[0].init?.method).toBe("POST");
    expect(calls[0].init?.credentials).toBe("same-origin");
    expect(header(calls[0], "x-requested-with")).toBe("fetch");
    expect(calls[0].init?.body).toBeUndefined();
    expect(currentAccessToken()).toBe("access-1");
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it("is signed out when the server has no session or refuses the cookie", async () => {
    answer = () => Response.json({ session: null });
    expect(await createAuthClient({ channel: channels()() }).getSession()).toBeNull();
    answer = () =>
      Response.json({ error: "Invalid refresh token", code: "refresh_failed" }, { status: 401 });
    expect(await createAuthClient({ channel: channels()() }).getSession()).toBeNull();
  });

  it("reports a connection problem instead of signing out", async () => {
    answer = () => {
      throw new TypeError("Failed to fetch");
    };
    await expect(createAuthClient({ channel: channels()() }).getSession()).rejects.toMatchObject({
      code: "network_error",
    });
  });

  it("shares one refresh between simultaneous callers", async () => {
    answer = () => Response.json({ session: session(2) });
    const client = createAuthClient({ channel: channels()() });
    const [a, b] = await Promise.all([client.refresh?.(), client.refresh?.()]);
    expect(a).toEqual(b);
    expect(calls).toHaveLength(1);
  });

  it("signs out locally first, even when the server cannot be reached", async () => {
    answer = () => Response.json({ session: session(1) });
    const client = createAuthClient({ channel: channels()() });
    await client.getSession();
    answer = () => {
      throw new TypeError("Failed to fetch");
    };
    await expect(client.signOut()).rejects.toThrow();
    expect(currentAccessToken()).toBeNull();
    const signOut = calls.at(-1) as Call;
    expect(signOut.url).toBe("/api/auth/sign-out");
    expect(header(signOut, "authorization")).toBe("Bearer access-1");
    expect(header(signOut, "x-requested-with")).toBe("fetch");
  });

  it("does not let a refresh answered after sign-out sign the tab in again", async () => {
    let release: (response: Response) => void = () => {};
    answer = () => new Promise((resolve) => (release = resolve));
    const client = createAuthClient({ channel: channels()() });
    const pending = client.refresh?.();
    answer = () => Response.json({ ok: true });
    await client.signOut();
    release(Response.json({ session: session(3) }));
    expect(await pending).toBeNull();
    expect(currentAccessToken()).toBeNull();
  });
});

describe("several tabs", () => {
  it("follows another tab's sign-out at once, and its sign-in through the shared cookie", async () => {
    const channel = channels();
    answer = () => Response.json({ session: session(1) });
    const a = createAuthClient({ channel: channel() });
    const b = createAuthClient({ channel: channel() });
    await a.getSession();
    await b.getSession();
    const seenByB: (Session | null)[] = [];
    b.subscribe?.((s) => seenByB.push(s));

    answer = () => Response.json({ ok: true });
    await a.signOut();
    expect(seenByB).toEqual([null]);

    answer = (call) =>
      call.url === "/api/auth/sign-in"
        ? Response.json({ session: session(4) })
        : Response.json({ session: session(5) });
    await a.signIn({ email: "dev@example.com", password: "Zebra7Lantern" });
    await vi.waitFor(() => expect(seenByB).toHaveLength(2));
    // B asked the server for its own access token; A's never crossed the channel.
    expect(seenByB[1]).toMatchObject({ accessToken: "access-5" });
    expect(calls.at(-1)?.url).toBe("/api/auth/refresh");
  });

  it("renews an expired access token once when a request is refused with 401", async () => {
    answer = () => Response.json({ session: session(1) });
    const client = createAuthClient({ channel: channels()() });
    await client.getSession();
    const seen: (Session | null)[] = [];
    client.subscribe?.((s) => seen.push(s));
    answer = (call) => {
      if (call.url === "/api/auth/refresh") return Response.json({ session: session(2) });
      return header(call, "authorization") === "Bearer access-2"
        ? Response.json({ contracts: [] })
        : Response.json(
            { error: "Authentication required", code: "unauthorized" },
            { status: 401 },
          );
    };
    await expect(apiRequest("/api/contracts")).resolves.toEqual({ contracts: [] });
    expect(calls.slice(-3).map((c) => c.url)).toEqual([
      "/api/contracts",
      "/api/auth/refresh",
      "/api/contracts",
    ]);
    expect(seen).toEqual([expect.objectContaining({ accessToken: "access-2" })]);
  });
});
