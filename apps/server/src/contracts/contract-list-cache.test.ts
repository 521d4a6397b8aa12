import { describe, expect, it } from "vitest";
import { type CachedList, createContractListCache } from "./contract-list-cache.ts";

const now = new Date("2026-05-01T10:00:00.000Z");
const later = (ms: number) => new Date(now.getTime() + ms);

function answer(userId: string, body = "{}", options: Partial<CachedList> = {}): CachedList {
  return {
    userId,
    everyone: false,
    caller: { caller_id: userId, caller_email: `${userId}@example.com`, caller_role: "user" },
    body,
    sessionExpiresAt: later(60_000).getTime(),
    ...options,
  };
}

function cacheOf(maxBytes = 1024 * 1024) {
  let open = true;
  const cache = createContractListCache({ maxBytes, open: () => open });
  const setOpen = (value: boolean) => {
    open = value;
  };
  return { cache, setOpen };
}

describe("createContractListCache", () => {
  it("gives a kept answer again until the session expires", () => {
    const { cache } = cacheOf();
    cache.set(cache.mark(), "k", answer("ann", '{"contracts":[]}'));
    expect(cache.get("k", now)?.body).toBe('{"contracts":[]}');
    expect(cache.get("k", later(59_999))).toBeDefined();
    expect(cache.get("k", later(60_000))).toBeUndefined();
    expect(cache.size.entries).toBe(0);
  });

  it("does not keep an answer read across an invalidation, which may predate the change", () => {
    const { cache } = cacheOf();
    const mark = cache.mark();
    cache.invalidate("someone-else");
    cache.set(mark, "k", answer("ann"));
    expect(cache.get("k", now)).toBeUndefined();
    cache.set(cache.mark(), "k", answer("ann"));
    expect(cache.get("k", now)).toBeDefined();
  });

  it("drops a user's answers and every scope=all answer for that user's changes, all without one", () => {
    const { cache } = cacheOf();
    cache.set(cache.mark(), "ann", answer("ann"));
    cache.set(cache.mark(), "ann-2", answer("ann"));
    cache.set(cache.mark(), "bob", answer("bob"));
    cache.set(cache.mark(), "mod-all", answer("mod", "{}", { everyone: true }));
    cache.set(cache.mark(), "mod-own", answer("mod"));
    cache.invalidate("ann");
    expect(["ann", "ann-2", "bob", "mod-all", "mod-own"].filter((k) => cache.get(k, now))).toEqual([
      "bob",
      "mod-own",
    ]);
    cache.invalidate();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it("keeps within its size, dropping the least recently used first", () => {
    const body = "x".repeat(1000);
    // Room for three entries of ~2.3 KB.
    const { cache } = cacheOf(7_200);
    for (const key of ["a", "b", "c"]) cache.set(cache.mark(), key, answer("ann", body));
    expect(cache.get("a", now)).toBeDefined();
    cache.set(cache.mark(), "d", answer("ann", body));
    expect(["a", "b", "c", "d"].filter((k) => cache.get(k, now))).toEqual(["a", "c", "d"]);
    expect(cache.size.bytes).toBeLessThanOrEqual(7_200);
    // Too big for the whole cache: not kept, nothing dropped for it.
    cache.set(cache.mark(), "huge", answer("ann", "y".repeat(4000)));
    expect(cache.get("huge", now)).toBeUndefined();
    expect(cache.size.entries).toBe(3);
  });

  it("neither keeps nor gives answers while closed (notifications could be missed)", () => {
    const { cache, setOpen } = cacheOf();
    cache.set(cache.mark(), "k", answer("ann"));
    setOpen(false);
    expect(cache.get("k", now)).toBeUndefined();
    cache.set(cache.mark(), "other", answer("bob"));
    setOpen(true);
    expect(cache.get("other", now)).toBeUndefined();
  });
});
