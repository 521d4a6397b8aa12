import type { Clock } from "./clock.ts";

export interface ManualClock extends Clock {
  /** Moves time forward, firing due timers in order; resolves after their callbacks ran. */
  advance(ms: number): Promise<void>;
  set(date: Date): void;
}

/** A clock that only moves when told to: for tests of windows, expiries, retries and timers. */
export function createManualClock(start: Date = new Date("2026-01-01T00:00:00.000Z")): ManualClock {
  let current = start.getTime();
  let nextId = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();

  return {
    now: () => new Date(current),
    set(date) {
      current = date.getTime();
    },
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: current + Math.max(0, ms), callback });
      return () => timers.delete(id);
    },
    async advance(ms) {
      const target = current + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, timer]) => timer.at <= target)
          .sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
        if (!due) break;
        timers.delete(due[0]);
        current = Math.max(current, due[1].at);
        due[1].callback();
        await new Promise((resolve) => setImmediate(resolve));
      }
      current = target;
    },
  };
}
