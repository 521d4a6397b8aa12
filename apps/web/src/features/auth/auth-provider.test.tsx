import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
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
