import { AUTH_MESSAGES } from "@contract-platform/api";
import {
  createContext,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from "react";
import { toast } from "sonner";
import { AuthRequestError } from "./api/submit-credentials";
import { type AuthClient, defaultAuthClient, REFRESH_THRESHOLD_MS } from "./auth-client";
import {
  AUTH_LOADING_TIMEOUT_MS,
  authReducer,
  initialAuthState,
  SESSION_BLOCKED_MESSAGE,
} from "./auth-reducer";
import { retryWithToasts } from "./retry-with-toasts";
import type { AuthActionResult, AuthState, Credentials } from "./types";

export type AuthContextValue = AuthState & {
  signIn: (credentials: Credentials) => Promise<AuthActionResult>;
  signUp: (credentials: Credentials) => Promise<AuthActionResult>;
  signOut: () => Promise<void>;
  forceSignOut: () => void;
  clearError: () => void;
  /** Reads the session from the server again (the banner's Retry Auth). */
  retry: () => void;
};

export const SECURITY_CONTEXT_CHECK_MS = 5 * 60_000;

export const AuthContext = createContext<AuthContextValue | null>(null);

function messageOf(error: unknown, fallback: string) {
  return error instanceof AuthRequestError || error instanceof Error ? error.message : fallback;
}

export function AuthProvider({
  children,
  client: givenClient,
  now = Date.now,
  loadingTimeoutMs = AUTH_LOADING_TIMEOUT_MS,
}: {
  children: React.ReactNode;
  client?: AuthClient;
  now?: () => number;
  loadingTimeoutMs?: number;
}) {
  const clientRef = useRef<AuthClient>(givenClient ?? defaultAuthClient());
  const client = clientRef.current;
  const [state, dispatch] = useReducer(authReducer, initialAuthState);

  // Reading the session again (Retry Auth, back online) bumps this.
  const [sessionCheck, setSessionCheck] = useState(0);
  const retry = useCallback(() => setSessionCheck((n) => n + 1), []);

  useEffect(() => {
    let active = true;
    // spec §4: loading ends after 5 s at the latest, as a connection problem.
    const timer =
      sessionCheck === 0
        ? setTimeout(() => dispatch({ type: "TIMEOUT", at: now() }), loadingTimeoutMs)
        : undefined;
    client
      .getSession()
      .then((session) => {
        if (active) dispatch({ type: "INITIAL_SESSION", session, at: now() });
      })
      .catch((error) => {
        if (active) {
          dispatch({
            type: "SESSION_UNAVAILABLE",
            error: messageOf(error, AUTH_MESSAGES.connectionFailed),
            at: now(),
          });
        }
      })
      .finally(() => clearTimeout(timer));
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [client, now, loadingTimeoutMs, sessionCheck]);

  // Offline is a connection problem at once; back online, the session is read again.
  const connectionError = state.connectionError;
  useEffect(() => {
    const offline = () =>
      dispatch({ type: "CONNECTION_LOST", error: AUTH_MESSAGES.connectionFailed, at: now() });
    if (typeof navigator !== "undefined" && navigator.onLine === false) offline();
    window.addEventListener("offline", offline);
    return () => window.removeEventListener("offline", offline);
  }, [now]);
  useEffect(() => {
    if (!connectionError) return;
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [connectionError, retry]);

  // Silent refresh: renew the tokens shortly before the access token expires.
  const expiresAt = state.session?.expiresAt;
  useEffect(() => {
    if (!expiresAt || !client.refresh) return;
    const refresh = client.refresh;
    // 5 minutes before expiry, or halfway for tokens shorter-lived than that (no refresh loop).
    const remaining = expiresAt - now();
    const delay = remaining <= 0 ? 0 : Math.max(remaining - REFRESH_THRESHOLD_MS, remaining / 2);
    let active = true;
    const timer = setTimeout(() => {
      retryWithToasts("Session refresh", refresh, {
        shouldRetry: (error) => error instanceof AuthRequestError,
      })
        .then((session) => {
          if (!active) return;
          dispatch({
            type: "EVENT",
            event: session ? "TOKEN_REFRESHED" : "SIGNED_OUT",
            session,
            at: now(),
          });
        })
        .catch((error) => {
          if (active) {
            dispatch({
              type: "ERROR",
              error: messageOf(error, "Connection failed"),
              connectionError: true,
              at: now(),
            });
          }
        });
    }, delay);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [client, expiresAt, now]);

  // Zero trust: read the session's security context; a blocked session signs the user out.
  const accessToken = state.session?.accessToken;
  useEffect(() => {
    if (!accessToken || !client.getSecurityContext) return;
    let active = true;
    const getSecurityContext = client.getSecurityContext;
    const check = () =>
      getSecurityContext()
        .then((context) => {
          if (!active) return;
          if (context?.trustLevel === "blocked") {
            client.clearLocal();
            dispatch({ type: "SESSION_BLOCKED", at: now() });
            toast.error(SESSION_BLOCKED_MESSAGE);
            return;
          }
          dispatch({ type: "SECURITY_CONTEXT", context, at: now() });
        })
        .catch(() => {
          // The context is advisory; the server enforces access on every request anyway.
        });
    check();
    // spec §9: security contexts are checked every 5 minutes.
    const interval = setInterval(check, SECURITY_CONTEXT_CHECK_MS);
    return () => {
      active = false;
      clearInterval(interval);
    };
  }, [client, accessToken, now]);

  // Other tabs share the stored session: follow their sign-in, refresh and sign-out.
  useEffect(() => {
    if (!client.subscribe) return;
    return client.subscribe((session) =>
      dispatch({
        type: "EVENT",
        event: session ? "TOKEN_REFRESHED" : "SIGNED_OUT",
        session,
        at: now(),
      }),
    );
  }, [client, now]);

  const signIn = useCallback(
    async (credentials: Credentials): Promise<AuthActionResult> => {
      try {
        const session = await client.signIn(credentials);
        dispatch({ type: "EVENT", event: "SIGNED_IN", session, at: now() });
        toast.success("Signed in successfully");
        return { error: null };
      } catch (error) {
        const message = messageOf(error, "Connection failed");
        const code = error instanceof AuthRequestError ? error.code : undefined;
        const connection = code === "network_error" || code === "timeout";
        dispatch({ type: "ERROR", error: message, connectionError: connection, at: now() });
        toast.error(code === "timeout" ? "Sign in timeout" : "Sign in failed", {
          description: message,
        });
        return { error: message };
      }
    },
    [client, now],
  );

  const signUp = useCallback(
    async (credentials: Credentials): Promise<AuthActionResult> => {
      try {
        const outcome = await client.signUp(credentials);
        // "Check your e-mail" only when the server really sent a link that must be opened first.
        toast.success(
          outcome.emailConfirmationRequired
            ? AUTH_MESSAGES.accountCreated
            : AUTH_MESSAGES.accountReady,
        );
        return { error: null };
      } catch (error) {
        const message = messageOf(error, "Connection failed during sign up");
        dispatch({ type: "ERROR", error: message, at: now() });
        toast.error("Sign up failed", { description: message });
        return { error: message };
      }
    },
    [client, now],
  );

  const signOut = useCallback(async () => {
    // Local state first: the user is signed out here whatever the server says.
    dispatch({ type: "EVENT", event: "SIGNED_OUT", session: null, at: now() });
    try {
      await client.signOut();
      toast.success("Signed out successfully");
    } catch {
      toast.success("Signed out successfully (offline mode)");
    }
  }, [client, now]);

  const forceSignOut = useCallback(() => {
    client.clearLocal();
    dispatch({ type: "EVENT", event: "SIGNED_OUT", session: null, at: now() });
    toast.success("Force logout completed");
  }, [client, now]);

  const clearError = useCallback(() => dispatch({ type: "CLEAR_ERROR", at: now() }), [now]);

  const value = useMemo(
    () => ({ ...state, signIn, signUp, signOut, forceSignOut, clearError, retry }),
    [state, signIn, signUp, signOut, forceSignOut, clearError, retry],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
