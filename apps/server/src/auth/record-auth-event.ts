import type { AuthEventType } from "@contract-platform/api";
import { AUTH_LIMITS } from "@contract-platform/api";
import type { AuthDeps } from "./auth-runtime.ts";

export const AUTH_PROVIDER_ID = "contract-platform";
const retentionMs = 7 * 24 * 60 * 60_000;

/**
 * Records an auth analytics event (spec §3) and keeps the store within its bounds: at most 1000
 * events, none older than 7 days. Failures here never fail the sign-in they describe.
 */
export async function recordAuthEvent(
  deps: Pick<AuthDeps, "db" | "clock" | "logger">,
  event: {
    type: AuthEventType;
    email?: string | null;
    userId?: string | null;
    success: boolean;
    duration: number;
    errorCode?: string | null;
    errorMessage?: string | null;
    metadata?: Record<string, unknown>;
  },
): Promise<void> {
  const now = deps.clock.now();
  try {
    await deps.db
      .insertInto("auth_events")
      .values({
        type: event.type,
        provider_id: AUTH_PROVIDER_ID,
        email: event.email ?? null,
        user_id: event.userId ?? null,
        success: event.success,
        duration: Math.max(0, Math.round(event.duration)),
        error_code: event.errorCode ?? null,
        error_message: event.errorMessage ?? null,
        metadata: JSON.stringify(event.metadata ?? {}),
        created_at: now,
      })
      .execute();
    await deps.db
      .deleteFrom("auth_events")
      .where((eb) =>
        eb.or([
          eb("created_at", "<", new Date(now.getTime() - retentionMs)),
          eb(
            "id",
            "<=",
            eb
              .selectFrom("auth_events")
              .select("id")
              .orderBy("id", "desc")
              .offset(AUTH_LIMITS.authLogCap)
              .limit(1),
          ),
        ]),
      )
      .execute();
  } catch (error) {
    deps.logger.warn({ err: error }, "could not record an auth analytics event");
  }
}
