import type { ProviderHealth } from "@contract-platform/api";
import { sql } from "kysely";
import type { AuthDeps } from "../auth/auth-runtime.ts";
import { AUTH_PROVIDER_ID } from "../auth/record-auth-event.ts";

const HISTORY = 20;

/**
 * spec §3 provider health of our own auth service: the accounts tables answer (a timed query),
 * the error rate of the analytics window's events, and uptime over this process's last 20 checks.
 */
export async function checkAuthProvider(
  deps: Pick<AuthDeps, "db" | "clock" | "auth">,
  analytics: { successRate: number; totalEvents: number },
): Promise<ProviderHealth> {
  const started = performance.now();
  let error: string | undefined;
  try {
    await sql`select count(*) from users`.execute(deps.db);
    await sql`select 1 from user_sessions limit 1`.execute(deps.db);
  } catch (failure) {
    error = (failure as Error).message;
  }
  // The runtime's cache holds this process's recent outcomes.
  const kept = deps.auth.cache.get("provider-checks");
  const history = [...((kept?.value as boolean[] | undefined) ?? []), error === undefined].slice(
    -HISTORY,
  );
  deps.auth.cache.set("provider-checks", { at: deps.clock.now().getTime(), value: history });
  return {
    providerName: AUTH_PROVIDER_ID,
    isHealthy: error === undefined,
    lastHealthCheck: deps.clock.now().toISOString(),
    responseTime: Math.round(performance.now() - started),
    errorRate: analytics.totalEvents ? 100 - analytics.successRate : 0,
    uptime: Math.round((history.filter(Boolean).length / history.length) * 100),
    ...(error ? { error } : {}),
  };
}
