import { strToU8, type ZipOptions, zipSync } from "fflate";

/** Unix regular file, rw-r--r--, in the high half of the external attributes. */
const FILE_ATTRIBUTES = (0o100644 << 16) >>> 0;

/**
 * A zip archive (deflate level 6, UTF-8 names, Unix file modes) of the given files, all stamped
 * with `modified`. Written by fflate (ADR 161).
 */
export function createZip(
  entries: { path: string; content: string | Uint8Array }[],
  modified: Date,
): Uint8Array {
  const options: ZipOptions = { level: 6, mtime: modified, os: 3, attrs: FILE_ATTRIBUTES };
  const files: Record<string, [Uint8Array, ZipOptions]> = {};
  for (const entry of entries) {
    const data = typeof entry.content === "string" ? strToU8(entry.content) : entry.content;
    files[entry.path] = [data, options];
  }
  return zipSync(files);
}
