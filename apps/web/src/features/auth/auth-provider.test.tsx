import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AuthRequestError } from "./api/submit-credentials";
import type { AuthClient } from "./auth-client";
import { AuthProvider } from "./auth-provider";
import type { SecurityContext, Session } from "./types";
import { useAuth } from "./use-auth";

const session: Session = {
  accessToken: "access",
  refreshToken: "rt_1",
  expiresAt: Date.now() + 3_600_000,
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

function client(context: SecurityContext): AuthClient & { cleared: boolean } {
  const value = {
    cleared: false,
    getSession: async () => session,
    signIn: async () => session,
    signUp: async () => ({ emailConfirmationRequired: false }),
    signOut: async () => {},
    clearLocal: () => {
      value.cleared = true;
    },
    getSecurityContext: async () => context,
  };
  return value;
}

function Probe() {
  const auth = useAuth();
  return (
    <div>
      <span data-testid="user">{auth.user?.email ?? "none"}</span>
      <span data-testid="error">{auth.error ?? ""}</span>
      <span data-testid="trust">{auth.securityContext?.trustLevel ?? ""}</span>
    </div>
  );
}

const base = { riskScore: 0, factors: [], lastVerification: Date.now(), requiresStepUp: false };

describe("AuthProvider security context", () => {
  it("keeps the security context of a trusted session", async () => {
    render(
      <AuthProvider client={client({ ...base, trustLevel: "high" })}>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(screen.getByTestId("trust").textContent).toBe("high"));
    expect(screen.getByTestId("user").textContent).toBe("dev@example.com");
  });

  it("clears the user of a session blocked by security policy", async () => {
    const blocked = client({ ...base, riskScore: 75, trustLevel: "blocked" });
    render(
      <AuthProvider client={blocked}>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() =>
      expect(screen.getByTestId("error").textContent).toBe("Session blocked by security policy"),
    );
    expect(screen.getByTestId("user").textContent).toBe("none");
    expect(blocked.cleared).toBe(true);
  });
});

describe("AuthProvider silent refresh", () => {
  it("renews the tokens before expiry without the user noticing", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let refreshes = 0;
      const start = Date.now();
      const short = { ...session, expiresAt: start + 60_000 };
      const value = {
        ...client({ ...base, trustLevel: "high" }),
        getSession: async () => short,
        refresh: async () => {
          refreshes++;
          return { ...session, accessToken: `access-${refreshes}`, expiresAt: Date.now() + 60_000 };
        },
      };
      render(
        <AuthProvider client={value}>
          <Probe />
        </AuthProvider>,
      );
      await waitFor(() => expect(screen.getByTestId("user").textContent).toBe("dev@example.com"));
      await vi.advanceTimersByTimeAsync(29_000);
      expect(refreshes).toBe(0);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(refreshes).toBe(1);
      expect(screen.getByTestId("user").textContent).toBe("dev@example.com");
      // The next renewal waits for the new token's half-life, not a tight loop.
      await vi.advanceTimersByTimeAsync(5_000);
      expect(refreshes).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("AuthProvider connection problems", () => {
  function Connection() {
    const auth = useAuth();
    return (
      <div>
        <span data-testid="connection">{auth.connectionError ? "problem" : "ok"}</span>
        <span data-testid="error">{auth.error ?? ""}</span>
        <span data-testid="user">{auth.user?.email ?? "none"}</span>
        <button type="button" onClick={auth.retry}>
          retry
        </button>
      </div>
    );
  }

  it("reports a stalled session request as a connection problem after 5 s, and keeps it when the request then fails", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let fail: (error: Error) => void = () => {};
      const stalled = {
        ...client({ ...base, trustLevel: "high" }),
        getSession: () => new Promise<Session | null>((_, reject) => (fail = reject)),
      };
      render(
        <AuthProvider client={stalled}>
          <Connection />
        </AuthProvider>,
      );
      await act(() => vi.advanceTimersByTimeAsync(4_900));
      expect(screen.getByTestId("connection").textContent).toBe("ok");
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(screen.getByTestId("connection").textContent).toBe("problem");
      expect(screen.getByTestId("error").textContent).toBe("Connection timeout");
      // The request's own 5 s timeout answers a moment later: still a connection problem.
      fail(new AuthRequestError("Connection timeout", "timeout"));
      await act(() => vi.advanceTimersByTimeAsync(10));
      expect(screen.getByTestId("connection").textContent).toBe("problem");
    } finally {
      vi.useRealTimers();
    }
  });

  it("treats a failed session request as a connection problem, and Retry reads it again", async () => {
    let calls = 0;
    const flaky = {
      ...client({ ...base, trustLevel: "high" }),
      getSession: async () => {
        calls++;
        if (calls === 1) throw new AuthRequestError("Connection failed", "network_error");
        return session;
      },
    };
    render(
      <AuthProvider client={flaky}>
        <Connection />
      </AuthProvider>,
    );
    await waitFor(() => expect(screen.getByTestId("connection").textContent).toBe("problem"));
    expect(screen.getByTestId("error").textContent).toBe("Connection failed");
    fireEvent.click(screen.getByRole("button", { name: "retry" }));
    await waitFor(() => expect(screen.getByTestId("user").textContent).toBe("dev@example.com"));
    expect(screen.getByTestId("connection").textContent).toBe("ok");
  });

  it("is a connection problem as soon as the browser goes offline, and reads the session again back online", async () => {
    let calls = 0;
    const value = {
      ...client({ ...base, trustLevel: "high" }),
      getSession: async () => {
        calls++;
        return session;
      },
    };
    render(
      <AuthProvider client={value}>
        <Connection />
      </AuthProvider>,
    );
    await waitFor(() => expect(screen.getByTestId("user").textContent).toBe("dev@example.com"));
    act(() => {
      window.dispatchEvent(new Event("offline"));
    });
    expect(screen.getByTestId("connection").textContent).toBe("problem");
    // Still signed in while offline.
    expect(screen.getByTestId("user").textContent).toBe("dev@example.com");
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => expect(screen.getByTestId("connection").textContent).toBe("ok"));
    expect(calls).toBe(2);
  });
});
