export type { AuthClient } from "./auth-client";
export { createAuthClient } from "./auth-client";
export { type AuthContextValue, AuthProvider } from "./auth-provider";
export { AuthTabsCard } from "./components/auth-tabs-card";
export { LandingAuthForm } from "./components/landing-auth-form";
export { ProtectedRoute } from "./components/protected-route";
export type { AuthState, Session, User } from "./types";
export { useAuth, useOptionalAuth } from "./use-auth";
