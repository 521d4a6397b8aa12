import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/create-database.ts";
import type { Logger } from "../logger/create-logger.ts";
import { cleanupExpiredSessions } from "./cleanup-expired-sessions.ts";

export interface SessionCleanup {
  /** Cancels the next run and waits for one already under way. */
  stop(): Promise<void>;
}

/**
 * Runs cleanupExpiredSessions every `intervalMs` of the clock's time (the first run one interval
 * after start), so expired sessions end without anyone calling the RPC. A failed run is logged
 * and the next one is still scheduled. `intervalMs` 0 starts nothing.
 */
export function startSessionCleanup(
  deps: { db: Db; clock: Clock; logger: Logger },
  intervalMs: number,
): SessionCleanup {
  let cancel: (() => void) | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const run = async () => {
    try {
      const ended = await cleanupExpiredSessions(deps);
      if (ended > 0) deps.logger.info({ ended }, "ended expired sessions");
    } catch (error) {
      deps.logger.error({ err: error }, "expired-session cleanup failed");
    }
  };
  const schedule = () => {
    if (stopped) return;
    cancel = deps.clock.setTimeout(() => {
      running = run().finally(() => {
        running = undefined;
        schedule();
      });
    }, intervalMs);
  };
  if (intervalMs > 0) schedule();

  return {
    async stop() {
      stopped = true;
      cancel?.();
      await running;
    },
  };
}
