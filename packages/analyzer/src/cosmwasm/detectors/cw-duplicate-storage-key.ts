import type { Location } from "../../result-schema.ts";
import { type CrateOccurrence, crateRule, offsetLocation } from "../crate-context.ts";

export const cwDuplicateStorageKey = crateRule(
  {
    id: "cw-duplicate-storage-key",
    title: "Two storage items share a key",
    severity: "high",
    confidence: "high",
    description:
      "Two Item/Map declarations use the same namespace string, so they read and overwrite the same storage bytes.",
    recommendation: "Give every storage item a unique key.",
  },
  (ctx) => {
    const out: CrateOccurrence[] = [];
    const seen = new Map<string, Location>();
    for (const f of ctx.files) {
      for (const m of f.source.matchAll(
        /\b(Item|Map|IndexedMap|SnapshotMap|SnapshotItem|Deque|IndexedSnapshotMap)\s*(::\s*<[^;]*?>)?\s*::\s*new\s*\(\s*"([^"]*)"/g,
      )) {
        const index = m.index ?? 0;
        if (f.isTestOffset(index) || f.masked.slice(index, index + m[1].length) !== m[1]) continue;
        const key = m[3];
        const location = offsetLocation(f, index, m[0].length);
        const first = seen.get(key);
        if (first) {
          out.push({
            location,
            message: `Storage key "${key}" is already used.`,
            related: [{ ...first, message: "first declaration with this key" }],
          });
        } else seen.set(key, location);
      }
    }
    return out;
  },
);
