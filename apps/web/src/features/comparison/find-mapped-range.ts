import type { SourceMapEntry } from "@contract-platform/api";

function contains(range: SourceMapEntry["solidity"], line: number) {
  return range.start.line <= line && line <= range.end.line;
}

function span(range: SourceMapEntry["solidity"]) {
  return range.end.line - range.start.line;
}

/** The narrowest entry whose range holds `line` on the given side (a function over its contract). */
function narrowest(
  entries: readonly SourceMapEntry[],
  pick: (entry: SourceMapEntry) => SourceMapEntry["solidity"] | null,
  line: number,
): SourceMapEntry | null {
  let best: SourceMapEntry | null = null;
  for (const entry of entries) {
    const range = pick(entry);
    if (!range || !contains(range, line)) continue;
    const bestRange = best ? pick(best) : null;
    if (!bestRange || span(range) < span(bestRange)) best = entry;
  }
  return best;
}

/** Solidity line -> the Rust handler generated for it (source_map entry), or null. */
export function rustForSolidityLine(entries: readonly SourceMapEntry[], line: number) {
  return narrowest(entries, (entry) => entry.solidity, line);
}

/** Rust file + line -> the Solidity construct it was generated from, or null. */
export function solidityForRustLine(
  entries: readonly SourceMapEntry[],
  file: string,
  line: number,
) {
  return narrowest(entries, (entry) => (entry.rust.file === file ? entry.rust : null), line);
}
