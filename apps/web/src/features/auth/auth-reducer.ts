import type { AuthState, SecurityContext, Session } from "./types";

export const SESSION_BLOCKED_MESSAGE = "Session blocked by security policy";

export const AUTH_LOADING_TIMEOUT_MS = 5_000;

/** spec §4: provider events; anything unknown counts as USER_UPDATED. */
export type AuthEventName = "SIGNED_IN" | "SIGNED_OUT" | "TOKEN_REFRESHED" | "USER_UPDATED";

export type AuthAction =
  | { type: "INITIAL_SESSION"; session: Session | null; at: number }
  | { type: "EVENT"; event: string; session: Session | null; at: number }
  | { type: "TIMEOUT"; at: number }
  /** The session could not be read (network down, request timed out, server failing). */
  | { type: "SESSION_UNAVAILABLE"; error: string; at: number }
  /** The browser went offline: keep who is signed in, report the connection problem. */
  | { type: "CONNECTION_LOST"; error: string; at: number }
  | { type: "ERROR"; error: string; connectionError?: boolean; at: number }
  | { type: "CLEAR_ERROR"; at: number }
  | { type: "SECURITY_CONTEXT"; context: SecurityContext | null; at: number }
  | { type: "SESSION_BLOCKED"; at: number };

export const initialAuthState: AuthState = {
  user: null,
  session: null,
  loading: true,
  error: null,
  connectionError: false,
  isAuthenticated: false,
  securityContext: null,
  providerInitialized: false,
  contextInitialized: true,
  lastUpdate: 0,
};

export function normalizeAuthEvent(event: string): AuthEventName {
  return event === "SIGNED_IN" ||
    event === "SIGNED_OUT" ||
    event === "TOKEN_REFRESHED" ||
    event === "USER_UPDATED"
    ? event
    : "USER_UPDATED";
}

function withSession(state: AuthState, session: Session | null, at: number): AuthState {
  return {
    ...state,
    securityContext: session ? state.securityContext : null,
    session,
    user: session?.user ?? null,
    isAuthenticated: session !== null,
    loading: false,
    providerInitialized: true,
    lastUpdate: at,
  };
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case "INITIAL_SESSION":
      // A late answer after the timeout still wins: it is the real state.
      return {
        ...withSession(state, action.session, action.at),
        error: null,
        connectionError: false,
      };
    case "EVENT": {
      const event = normalizeAuthEvent(action.event);
      const session = event === "SIGNED_OUT" ? null : action.session;
      return { ...withSession(state, session, action.at), error: null, connectionError: false };
    }
    case "TIMEOUT":
      if (!state.loading) return state;
      return {
        ...withSession(state, null, action.at),
        connectionError: true,
        error: "Connection timeout",
      };
    case "SESSION_UNAVAILABLE":
      return { ...withSession(state, null, action.at), connectionError: true, error: action.error };
    case "CONNECTION_LOST":
      return { ...state, connectionError: true, error: action.error, lastUpdate: action.at };
    case "ERROR":
      return {
        ...state,
        loading: false,
        error: action.error,
        connectionError: action.connectionError ?? state.connectionError,
        lastUpdate: action.at,
      };
    case "SECURITY_CONTEXT":
      return { ...state, securityContext: action.context, lastUpdate: action.at };
    case "SESSION_BLOCKED":
      // spec §4: a session blocked by security policy clears the user.
      return {
        ...withSession(state, null, action.at),
        securityContext: null,
        error: SESSION_BLOCKED_MESSAGE,
      };
    case "CLEAR_ERROR":
      return { ...state, error: null, connectionError: false, lastUpdate: action.at };
  }
}
