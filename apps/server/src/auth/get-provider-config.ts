import { AUTH_LIMITS, PASSWORD_POLICY, type ProviderConfig } from "@contract-platform/api";
import type { AuthRuntime } from "./auth-runtime.ts";
import { AUTH_PROVIDER_ID } from "./record-auth-event.ts";

/** spec §3 provider config of our own auth service, as it is actually configured. */
export function getProviderConfig(auth: AuthRuntime, siteOrigin: string): ProviderConfig {
  return {
    name: AUTH_PROVIDER_ID,
    type: "password",
    enabled: true,
    apiUrl: new URL("/api/auth", auth.publicUrl ?? siteOrigin).toString(),
    projectId: "contract-platform",
    autoRefresh: true,
    refreshThreshold: AUTH_LIMITS.refreshThresholdSeconds,
    sessionTimeout: AUTH_LIMITS.sessionTimeoutMinutes,
    enableZeroTrust: true,
    requireEmailVerification: auth.requireEmailVerification,
    passwordPolicy: { ...PASSWORD_POLICY },
    corsEnabled: true,
    allowedOrigins: [...new Set([auth.publicUrl ?? siteOrigin, ...auth.allowedOrigins])],
    migrationMode: false,
    fallbackProvider: null,
  };
}
