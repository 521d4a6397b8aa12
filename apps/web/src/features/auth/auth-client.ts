import { apiRequest, setAccessTokenSource, setUnauthorizedHandler } from "@/lib/api-client";
import { requestRefresh, SESSION_FETCH_TIMEOUT_MS } from "./api/session-api";
import {
  requestSignOut,
  type SignUpOutcome,
  submitSignIn,
  submitSignUp,
} from "./api/submit-credentials";
import { type AuthChannel, createAuthChannel } from "./auth-channel";
import type { Credentials, SecurityContext, Session } from "./types";

/** Renew the access token this long before it expires (provider refreshThreshold, 300 s). */
export const REFRESH_THRESHOLD_MS = 300_000;

/** Where earlier versions kept the whole session, refresh token included; removed on start. */
const LEGACY_SESSION_KEY = "contract-platform.session";

/**
 * What the AuthProvider needs from an auth backend. The default client keeps the access token in
 * memory only; the refresh token is an HttpOnly cookie the browser sends to /api/auth/refresh, so
 * a reload (or another tab) gets its own access token from the server.
 */
export type AuthClient = {
  /** The session the refresh cookie stands for, or null when signed out. */
  getSession: () => Promise<Session | null>;
  signIn: (credentials: Credentials) => Promise<Session>;
  /** Creates the account (never signs in): says whether the e-mail must be confirmed first. */
  signUp: (credentials: Credentials) => Promise<SignUpOutcome>;
  signOut: () => Promise<void>;
  /** Forgets the session here and in the other tabs; the server is told in the background. */
  clearLocal: () => void;
  /** Rotates the tokens: the new session, or null when the server ended the session. */
  refresh?: () => Promise<Session | null>;
  /**
   * Calls back when the session changes other than through these calls: another tab signed in
   * or out, or a refused request found the session renewed or ended. Returns the unsubscribe.
   */
  subscribe?: (listener: (session: Session | null) => void) => () => void;
  /** spec §3 security context of the current session (risk, trust level, step-up). */
  getSecurityContext?: () => Promise<SecurityContext | null>;
};

let defaultClient: AuthClient | undefined;

/**
 * The app's one auth client. One per page, not per render: it owns the in-memory access token,
 * the bearer source of every request and the channel to the other tabs.
 */
export function defaultAuthClient(): AuthClient {
  defaultClient ??= createAuthClient();
  return defaultClient;
}

export function createAuthClient({
  channel = createAuthChannel(),
}: {
  channel?: AuthChannel;
} = {}): AuthClient {
  let current: Session | null = null;
  // Bumped by every sign-in and sign-out, so a refresh answered afterwards cannot undo them.
  let epoch = 0;
  let refreshing: Promise<Session | null> | null = null;
  const listeners = new Set<(session: Session | null) => void>();
  const notify = (session: Session | null) => {
    for (const listener of listeners) listener(session);
  };

  try {
    localStorage.removeItem(LEGACY_SESSION_KEY);
  } catch {
    // storage unavailable (private mode): nothing was kept there either
  }
  setAccessTokenSource(() => current?.accessToken ?? null);

  const refresh = () => {
    const started = epoch;
    refreshing ??= requestRefresh()
      .then((session) => {
        if (epoch === started) current = session;
        return epoch === started ? session : current;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  const forget = () => {
    epoch++;
    const token = current?.accessToken ?? null;
    current = null;
    channel.post({ type: "signed-out" });
    return token;
  };

  // A request refused with 401 (the access token expired while the tab slept): renew once.
  setUnauthorizedHandler(async () => {
    if (!current) return false;
    const before = current.accessToken;
    try {
      const session = await refresh();
      notify(session);
      return session !== null && session.accessToken !== before;
    } catch {
      return false;
    }
  });

  channel.subscribe((message) => {
    if (message.type === "signed-out") {
      epoch++;
      current = null;
      notify(null);
      return;
    }
    // Another tab signed in: this tab gets its own access token through the shared cookie.
    refresh().then(notify, () => {});
  });

  return {
    getSession: () => refresh(),
    async signIn(credentials) {
      const session = await submitSignIn(credentials);
      epoch++;
      current = session;
      channel.post({ type: "signed-in" });
      return session;
    },
    signUp: (credentials) => submitSignUp(credentials),
    async signOut() {
      // Local state first: whatever the server says, this browser is signed out.
      await requestSignOut(forget());
    },
    clearLocal: () => {
      // The cookie is HttpOnly: only the server can remove it.
      requestSignOut(forget()).catch(() => {});
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
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
