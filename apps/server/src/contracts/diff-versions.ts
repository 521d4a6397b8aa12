import type { FileDiff, VersionDiffResponse } from "@contract-platform/api";
import type { ContractRow } from "../db/schema.ts";
import type { ContractDeps } from "./contract-deps.ts";
import { unifiedDiff } from "./line-diff.ts";
import { findVersion, loadVersionFiles } from "./load-version-files.ts";

/** Per-file unified diff between two versions of a contract's crate. */
export async function diffVersions(
  deps: ContractDeps,
  contract: ContractRow,
  from: number,
  to: number,
): Promise<VersionDiffResponse> {
  const [before, after] = await Promise.all(
    [from, to].map(async (n) => {
      const files = await loadVersionFiles(deps, contract, await findVersion(deps, contract, n));
      return new Map(files.map((file) => [file.path, file.content]));
    }),
  );
  const paths = [...new Set([...before.keys(), ...after.keys()])].sort();
  // The diffs yield while they search, so the files are compared side by side.
  const files: FileDiff[] = await Promise.all(
    paths.map(async (path) => {
      const a = before.get(path) ?? null;
      const b = after.get(path) ?? null;
      const { diff, additions, deletions } = await unifiedDiff(path, a, b);
      const change =
        a === null ? "added" : b === null ? "removed" : a === b ? "unchanged" : "modified";
      return { path, change, diff, additions, deletions };
    }),
  );
  return { from, to, files };
}
