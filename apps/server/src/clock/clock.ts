/** Time source for everything that depends on time; tests pass a manual clock instead. */
export interface Clock {
  now(): Date;
  /** Runs `callback` after `ms` milliseconds of this clock's time; returns a cancel function. */
  setTimeout(callback: () => void, ms: number): () => void;
}

export const systemClock: Clock = {
  now: () => new Date(),
  setTimeout(callback, ms) {
    const timer = setTimeout(callback, ms);
    timer.unref?.();
    return () => clearTimeout(timer);
  },
};
