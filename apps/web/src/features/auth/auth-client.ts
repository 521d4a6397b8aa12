import { apiRequest, setAccessTokenSource } from "@/lib/api-client";
import { fetchCurrentUser, requestRefresh, SESSION_FETCH_TIMEOUT_MS } from "./api/session-api";
import {
  requestSignOut,
  type SignUpOutcome,
  submitSignIn,
  submitSignUp,
} from "./api/submit-credentials";
import { clearStoredSession, readStoredSession, writeStoredSession } from "./session-storage";
import type { Credentials, SecurityContext, Session } from "./types";

/** Renew the access token this long before it expires (provider refreshThreshold, 300 s). */
export const REFRESH_THRESHOLD_MS = 300_000;

/**
 * What the AuthProvider needs from an auth backend. The default client keeps the session in local
 * storage (so it survives a reload and is shared by tabs) and talks to /api/auth/*.
 */
export type AuthClient = {
  getSession: () => Promise<Session | null>;
  signIn: (credentials: Credentials) => Promise<Session>;
  /** Creates the account (never signs in): says whether the e-mail must be confirmed first. */
  signUp: (credentials: Credentials) => Promise<SignUpOutcome>;
  signOut: () => Promise<void>;
  /** Drops any local trace of the session without calling the server. */
  clearLocal: () => void;
  /** Rotates the tokens: the new session, or null when the server ended the session. */
  refresh?: () => Promise<Session | null>;
  /** Calls back when another tab signs in, refreshes or signs out; returns the unsubscribe. */
  subscribe?: (listener: (session: Session | null) => void) => () => void;
  /** spec §3 security context of the current session (risk, trust level, step-up). */
  getSecurityContext?: () => Promise<SecurityContext | null>;
};

export function createAuthClient(now: () => number = Date.now): AuthClient {
  let current: Session | null = readStoredSession(now());
  let refreshing: Promise<Session | null> | null = null;
  setAccessTokenSource(() => current?.accessToken ?? null);

  const keep = (session: Session | null) => {
    current = session;
    if (session) writeStoredSession(session);
    else clearStoredSession();
    return session;
  };

  const refresh = () => {
    refreshing ??= (async () => {
      // Another tab may have rotated the tokens already: take its session instead of reusing
      // a refresh token that the server would treat as stolen.
      const stored = readStoredSession(now());
      if (stored && current && stored.refreshToken !== current.refreshToken) {
        current = stored;
        if (stored.expiresAt - now() > REFRESH_THRESHOLD_MS) return stored;
      }
      const token = (stored ?? current)?.refreshToken;
      if (!token) return keep(null);
      return keep(await requestRefresh(token));
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  return {
    async getSession() {
      const stored = readStoredSession(now());
      current = stored;
      if (!stored) return null;
      if (stored.expiresAt - now() <= REFRESH_THRESHOLD_MS) return refresh();
      const user = await fetchCurrentUser(stored.accessToken);
      if (user) return keep({ ...stored, user });
      return stored.refreshToken ? refresh() : keep(null);
    },
    async signIn(credentials) {
      return keep(await submitSignIn(credentials)) as Session;
    },
    signUp: (credentials) => submitSignUp(credentials),
    async signOut() {
      // Local state first: whatever the server says, this browser is signed out.
      const token = current?.accessToken;
      keep(null);
      if (token) await requestSignOut(token);
    },
    clearLocal: () => {
      keep(null);
    },
    refresh,
    async getSecurityContext() {
      if (!current) return null;
      const data = await apiRequest<{ securityContext?: SecurityContext }>(
        "/api/auth/security-context",
        { timeoutMs: SESSION_FETCH_TIMEOUT_MS },
      );
      return data.securityContext ?? null;
    },
    subscribe(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== null && event.key !== "contract-platform.session") return;
        current = readStoredSession(now());
        listener(current);
      };
      window.addEventListener("storage", onStorage);
      return () => window.removeEventListener("storage", onStorage);
    },
  };
}
