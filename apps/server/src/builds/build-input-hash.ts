import { createHash } from "node:crypto";
import type { CratePolicy } from "@contract-platform/api";

/**
 * Identifies what a build depends on: every crate file, the toolchain and the policy. Two builds
 * with the same hash give the same artifacts, so the second reuses the first's.
 */
export function buildInputHash(
  files: { path: string; content: string }[],
  toolchainId: string,
  policy: CratePolicy,
): string {
  const hash = createHash("sha256");
  hash.update(JSON.stringify({ toolchainId, policy }));
  for (const file of [...files].sort((a, b) => a.path.localeCompare(b.path))) {
    hash.update(`\u0000${file.path}\u0000${file.content.length}\u0000`);
    hash.update(file.content);
  }
  return hash.digest("hex");
}
