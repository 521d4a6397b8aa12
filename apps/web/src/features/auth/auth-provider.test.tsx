import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
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
    signUp: async () => null,
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
