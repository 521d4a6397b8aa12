import { createHash } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";

/**
 * Writes a contract's Solidity source to a folder named by its hash (the EVM runner and the
 * compiler read files) and returns the file's path. The same source always lands on the same
 * path, so the compiler's cache (keyed by path and content) is hit on every later run.
 */
export function materializeSource(fileName: string, source: string): string {
  const hash = createHash("sha256").update(source).digest("hex");
  const dir = join(tmpdir(), "contract-platform-sources", hash);
  const path = join(dir, basename(fileName).replace(/[^A-Za-z0-9._-]/g, "_") || "Contract.sol");
  if (!existsSync(path)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path, source);
  }
  return path;
}
