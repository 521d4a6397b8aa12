import { describe, expect, it } from "vitest";
import { authReducer, initialAuthState, normalizeAuthEvent } from "./auth-reducer";
import type { Session } from "./types";

const session: Session = {
  accessToken: "token",
  refreshToken: null,
  expiresAt: 10_000,
  tokenType: "bearer",
  user: {
    id: "u1",
    email: "dev@example.com",
    emailConfirmed: true,
    metadata: {},
    createdAt: "2026-01-01T00:00:00.000Z",
    lastSignIn: null,
  },
};

describe("authReducer", () => {
  it("starts loading and signed out", () => {
    expect(initialAuthState).toMatchObject({ loading: true, isAuthenticated: false, user: null });
  });

  it("takes the first session result", () => {
    const state = authReducer(initialAuthState, { type: "INITIAL_SESSION", session, at: 5 });
    expect(state).toMatchObject({ loading: false, isAuthenticated: true, lastUpdate: 5 });
    expect(state.user?.email).toBe("dev@example.com");
  });

  it("times out to signed out with a connection error", () => {
    const state = authReducer(initialAuthState, { type: "TIMEOUT", at: 5000 });
    expect(state).toMatchObject({
      loading: false,
      session: null,
      connectionError: true,
      error: "Connection timeout",
    });
  });

  it("ignores the timeout once a result arrived", () => {
    const loaded = authReducer(initialAuthState, { type: "INITIAL_SESSION", session, at: 1 });
    expect(authReducer(loaded, { type: "TIMEOUT", at: 5000 })).toBe(loaded);
  });

  it("signs out on SIGNED_OUT even if a session is passed", () => {
    const loaded = authReducer(initialAuthState, { type: "INITIAL_SESSION", session, at: 1 });
    const out = authReducer(loaded, { type: "EVENT", event: "SIGNED_OUT", session, at: 2 });
    expect(out).toMatchObject({ isAuthenticated: false, user: null, session: null });
  });

  it("maps unknown events to USER_UPDATED", () => {
    expect(normalizeAuthEvent("PASSWORD_RECOVERY")).toBe("USER_UPDATED");
    expect(normalizeAuthEvent("TOKEN_REFRESHED")).toBe("TOKEN_REFRESHED");
  });

  it("clears the user of a session blocked by security policy", () => {
    const loaded = authReducer(initialAuthState, { type: "INITIAL_SESSION", session, at: 1 });
    const blocked = authReducer(loaded, { type: "SESSION_BLOCKED", at: 2 });
    expect(blocked).toMatchObject({
      user: null,
      session: null,
      isAuthenticated: false,
      error: "Session blocked by security policy",
    });
  });
});
