export type Schedule = (callback: () => void, delayMs: number) => unknown;

export const STARTUP_POLL_MS = 50;
export const STARTUP_RETRY_AFTER_FAILURE_MS = 100;

/**
 * Calls `check` until it returns true: every 50 ms while not ready, 100 ms after `check` throws.
 * Resolves once ready. `schedule` is injected so tests drive time themselves.
 */
export function pollUntilReady(
  check: () => boolean,
  schedule: Schedule = (callback, delay) => setTimeout(callback, delay),
): Promise<void> {
  return new Promise((resolve) => {
    const attempt = () => {
      let ready = false;
      try {
        ready = check();
      } catch {
        schedule(attempt, STARTUP_RETRY_AFTER_FAILURE_MS);
        return;
      }
      if (ready) resolve();
      else schedule(attempt, STARTUP_POLL_MS);
    };
    attempt();
  });
}

/** The document has finished loading and the UI runtime answers. */
export function isStartupReady(doc: Document, runtimeResponds: () => boolean): boolean {
  return doc.readyState === "complete" && runtimeResponds();
}
