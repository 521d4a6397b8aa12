import { setAccessTokenSource } from "@/lib/api-client";
import { requestSignOut, submitCredentials } from "./api/submit-credentials";
import { clearStoredSession, readStoredSession, writeStoredSession } from "./session-storage";
import type { Credentials, Session } from "./types";

/**
 * What the AuthProvider needs from an auth backend. The default client below keeps the session
 * in local storage and talks to /api/auth/*; the accounts work replaces its internals (cookies,
 * refresh, events) without touching the provider or any screen.
 */
export type AuthClient = {
  getSession: () => Promise<Session | null>;
  signIn: (credentials: Credentials) => Promise<Session>;
  /** Resolves with the session when the account is usable at once, null when it must be confirmed. */
  signUp: (credentials: Credentials) => Promise<Session | null>;
  signOut: () => Promise<void>;
  /** Drops any local trace of the session without calling the server. */
  clearLocal: () => void;
};

export function createAuthClient(now: () => number = Date.now): AuthClient {
  setAccessTokenSource(() => readStoredSession(now())?.accessToken ?? null);
  return {
    getSession: async () => readStoredSession(now()),
    async signIn(credentials) {
      const session = await submitCredentials("sign-in", credentials);
      if (!session) throw new Error("No session created");
      writeStoredSession(session);
      return session;
    },
    async signUp(credentials) {
      const session = await submitCredentials("sign-up", credentials);
      if (session) writeStoredSession(session);
      return session;
    },
    async signOut() {
      const token = readStoredSession(now())?.accessToken ?? null;
      clearStoredSession();
      await requestSignOut(token);
    },
    clearLocal: () => clearStoredSession(),
  };
}
