import {
  MAX_ARCHIVE_ENTRIES,
  MAX_ARCHIVE_EXPANDED_BYTES,
  MAX_FILE_BYTES,
} from "@contract-platform/api";
import { unzipSync } from "fflate";
import { HttpError } from "../http/http-error.ts";

/** One entry of a .zip's central directory. */
interface ArchiveEntry {
  name: string;
  directory: boolean;
  symlink: boolean;
  compression: number;
  expandedSize: number;
}

const refuse = (code: string, message: string, status: 400 | 413 = 400) =>
  new HttpError(status, code, message);

/**
 * The files of an uploaded .zip that `wanted(name)` asks for, expanded, with the names of all
 * its other files. Refuses (400/413) what is not a zip, an archive with too many entries,
 * symbolic links, encrypted or unusual compression, and entries whose sizes (as declared, and
 * checked while expanding: the output buffer never grows past the declared size) exceed the caps.
 */
export function readProjectArchive(
  bytes: Uint8Array,
  wanted: (name: string) => boolean,
): { files: Array<{ name: string; content: Uint8Array }>; skipped: string[] } {
  const entries = listEntries(bytes);
  const read = new Set<string>();
  const skipped: string[] = [];
  let expanded = 0;
  for (const entry of entries) {
    if (entry.directory) continue;
    if (entry.symlink) {
      throw refuse(
        "archive_symlink",
        `The archive holds a symbolic link (${entry.name}); upload the files themselves`,
      );
    }
    if (!wanted(entry.name)) {
      skipped.push(entry.name);
      continue;
    }
    if (entry.compression !== 0 && entry.compression !== 8) {
      throw refuse(
        "archive_unsupported",
        `${entry.name} is compressed with method ${entry.compression}; only stored and deflated files are read`,
      );
    }
    if (entry.expandedSize > MAX_FILE_BYTES) {
      throw refuse("file_too_large", `${entry.name} expands to more than 10MB`, 413);
    }
    expanded += entry.expandedSize;
    if (expanded > MAX_ARCHIVE_EXPANDED_BYTES) {
      throw refuse(
        "archive_too_large",
        `The archive's files expand to more than ${MAX_ARCHIVE_EXPANDED_BYTES / 1_048_576}MB`,
        413,
      );
    }
    read.add(entry.name);
  }
  let unzipped: Record<string, Uint8Array>;
  try {
    unzipped = unzipSync(bytes, { filter: (file) => read.has(file.name) });
  } catch (error) {
    throw refuse(
      "invalid_archive",
      `The archive could not be read: ${(error as Error).message || "corrupt data"}`,
    );
  }
  const files = entries
    .filter((e) => read.has(e.name))
    .map((e) => ({ name: e.name, content: unzipped[e.name] ?? new Uint8Array() }));
  return { files, skipped };
}

/** The central directory, read as APPNOTE.txt lays it out (fflate does not expose file modes). */
function listEntries(bytes: Uint8Array): ArchiveEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const notZip = () => refuse("invalid_archive", "The file is not a .zip archive");
  let end = bytes.length - 22;
  const lowest = Math.max(0, bytes.length - 22 - 65_535);
  while (end >= lowest && view.getUint32(end, true) !== 0x06054b50) end--;
  if (end < lowest) throw notZip();
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  if (count === 0xffff || offset === 0xffffffff) {
    throw refuse("archive_unsupported", "ZIP64 archives are not supported");
  }
  if (count > MAX_ARCHIVE_ENTRIES) {
    throw refuse(
      "too_many_files",
      `The archive lists ${count} entries; at most ${MAX_ARCHIVE_ENTRIES} are read`,
    );
  }
  const entries: ArchiveEntry[] = [];
  const decoder = new TextDecoder("utf-8", { fatal: false });
  for (let i = 0; i < count; i++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) throw notZip();
    const madeBy = view.getUint16(offset + 4, true) >> 8;
    const flags = view.getUint16(offset + 8, true);
    const compression = view.getUint16(offset + 10, true);
    const expandedSize = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const external = view.getUint32(offset + 38, true);
    const name = decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
    if (flags & 1) {
      throw refuse("archive_unsupported", `${name} is encrypted; upload an unencrypted archive`);
    }
    // Unix hosts (3) and macOS (19) keep the file type in the upper 16 bits.
    const mode = madeBy === 3 || madeBy === 19 ? external >>> 16 : 0;
    entries.push({
      name,
      directory: name.endsWith("/") || (mode & 0o170000) === 0o040000,
      symlink: (mode & 0o170000) === 0o120000,
      compression,
      expandedSize,
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
