import type { Role } from "@contract-platform/api";

/** One list answer as the database gave it, with what decides whether it may be answered again. */
export interface CachedList {
  /** The caller's id: the user whose changes drop this answer. */
  userId: string;
  /** A scope=all answer, which every user's contract and e-mail changes drop. */
  everyone: boolean;
  caller: { caller_id: string; caller_email: string; caller_role: Role };
  /** The `{"contracts":[…]}` text. */
  body: string;
  /** When the caller's session expires (ms since the epoch): not answered from then on. */
  sessionExpiresAt: number;
}

export interface ContractListCache {
  /**
   * Taken before the database is asked: `set` keeps the answer only if nothing was invalidated
   * since, since the answer may have been read before that change.
   */
  mark(): number;
  /** The kept answer for this key while its session is unexpired at `now`, or undefined. */
  get(key: string, now: Date): CachedList | undefined;
  set(mark: number, key: string, list: CachedList): void;
  /** Drops the answers of this user and every scope=all answer; without a user, every answer. */
  invalidate(userId?: string): void;
  /** How many answers are kept, and their size in bytes (roughly: two per character). */
  readonly size: { entries: number; bytes: number };
}

/** Rough memory of an entry besides its texts (the Map slot, the object, the caller). */
const ENTRY_OVERHEAD_BYTES = 256;

/**
 * The contracts list's answers kept in this process (ADR 109), least recently used first out past
 * `maxBytes`. Nothing is kept or answered while `open()` is false (notifications could be missed).
 * Correctness rests on every change reaching `invalidate` — this process's writes once their
 * transaction ended, other processes' through notifications — and on `mark`: an answer whose read
 * overlapped an invalidation is not kept, because it may predate the change.
 */
export function createContractListCache(options: {
  maxBytes: number;
  open: () => boolean;
}): ContractListCache {
  const entries = new Map<string, CachedList & { bytes: number }>();
  let bytes = 0;
  let generation = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  return {
    mark: () => generation,
    get(key, now) {
      if (!options.open()) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now.getTime() >= entry.sessionExpiresAt) {
        drop(key);
        return undefined;
      }
      // Most recently used last.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(mark, key, list) {
      if (mark !== generation || !options.open()) return;
      const size = (key.length + list.body.length) * 2 + ENTRY_OVERHEAD_BYTES;
      if (size > options.maxBytes) return;
      drop(key);
      entries.set(key, { ...list, bytes: size });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= options.maxBytes) break;
        drop(oldest);
      }
    },
    invalidate(userId) {
      generation++;
      if (userId === undefined) {
        entries.clear();
        bytes = 0;
        return;
      }
      for (const [key, entry] of entries) {
        if (entry.everyone || entry.userId === userId) drop(key);
      }
    },
    get size() {
      return { entries: entries.size, bytes };
    },
  };
}
