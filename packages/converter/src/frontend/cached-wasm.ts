import { createHash, randomBytes } from "node:crypto";
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";

const DIGEST_BYTES = 32;

/**
 * The wasm binary `name` from the cache directory `dir`, or else `decode()`'s result, then kept
 * there for the next process. Each file ends with the SHA-256 of its bytes: a file that is torn,
 * truncated or altered is decoded again and replaced. Files of other names with the same prefix
 * (before the first `-`) are removed when a new one is written, so a new solc release replaces
 * the old one's 22 MB. Nothing here throws for the cache's sake: an unreadable or unwritable
 * directory (or `dir` null) just means decoding.
 */
export function cachedWasm(dir: string | null, name: string, decode: () => Uint8Array): Uint8Array {
  if (dir) {
    const cached = readVerified(join(dir, name));
    if (cached) return cached;
  }
  const bytes = decode();
  if (dir) writeVerified(dir, name, bytes);
  return bytes;
}

function readVerified(path: string): Uint8Array | null {
  let file: Buffer;
  try {
    file = readFileSync(path);
  } catch {
    return null;
  }
  if (file.length <= DIGEST_BYTES) return null;
  const bytes = file.subarray(0, file.length - DIGEST_BYTES);
  const digest = createHash("sha256").update(bytes).digest();
  return digest.equals(file.subarray(file.length - DIGEST_BYTES)) ? bytes : null;
}

function writeVerified(dir: string, name: string, bytes: Uint8Array) {
  const tmp = join(dir, `.${name}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    writeFileSync(tmp, bytes, { mode: 0o600 });
    writeFileSync(tmp, createHash("sha256").update(bytes).digest(), { flag: "a" });
    renameSync(tmp, join(dir, name));
  } catch {
    try {
      unlinkSync(tmp);
    } catch {
      // nothing was written
    }
    return;
  }
  const prefix = `${name.split("-")[0]}-`;
  for (const other of safeList(dir)) {
    if (other !== name && other.startsWith(prefix) && other.endsWith(".wasm")) {
      try {
        unlinkSync(join(dir, other));
      } catch {
        // another process removed it first
      }
    }
  }
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
