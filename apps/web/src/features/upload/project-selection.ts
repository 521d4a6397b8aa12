import { MAX_FILE_BYTES, PROJECT_CONFIG_FILES } from "@contract-platform/api";

/** What the project picker holds: one .zip, or files with their paths in the project. */
export type ProjectSelection =
  | { kind: "none" }
  | { kind: "archive"; archive: File }
  | { kind: "files"; files: Array<{ path: string; file: File }> };

/**
 * The project in a picked list: a .zip alone, or the .sol files (and remappings.txt /
 * foundry.toml) with their paths in the chosen folder (`webkitRelativePath`) or their names.
 * Other files are left out and counted; a .zip among other files, or over 10 MB, is refused.
 */
export function selectProject(picked: readonly File[]): {
  selection: ProjectSelection;
  leftOut: number;
  error: string | null;
} {
  const archives = picked.filter((f) => f.name.toLowerCase().endsWith(".zip"));
  if (archives.length > 0) {
    if (picked.length > 1) {
      return {
        selection: { kind: "none" },
        leftOut: 0,
        error: "Choose one .zip on its own, or .sol files without a .zip",
      };
    }
    if (archives[0].size > MAX_FILE_BYTES) {
      return { selection: { kind: "none" }, leftOut: 0, error: "File size exceeds 10MB limit" };
    }
    return { selection: { kind: "archive", archive: archives[0] }, leftOut: 0, error: null };
  }
  const files: Array<{ path: string; file: File }> = [];
  for (const file of picked) {
    const path = file.webkitRelativePath || file.name;
    const name = path.split("/").pop() ?? path;
    const hidden = path.split("/").some((segment) => segment.startsWith("."));
    if (!hidden && (name.endsWith(".sol") || PROJECT_CONFIG_FILES.some((c) => c === name)))
      files.push({ path, file });
  }
  const leftOut = picked.length - files.length;
  if (!files.some((f) => f.path.endsWith(".sol"))) {
    return {
      selection: { kind: "none" },
      leftOut,
      error: "No .sol file chosen: pick Solidity files, a project folder or a .zip",
    };
  }
  return { selection: { kind: "files", files }, leftOut, error: null };
}
