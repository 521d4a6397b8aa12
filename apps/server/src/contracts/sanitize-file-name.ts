import { MAX_FILE_NAME_LENGTH } from "@contract-platform/api";

/**
 * spec §5 filename mode: dots, slashes and special characters become underscores, leading dots go,
 * at most 255 characters. Applied to the stem only, so that the (validated) extension survives:
 * `../a b<x>.sol` → `a_b_x_.sol`.
 */
export function sanitizeFileName(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  const stem = dot > 0 ? base.slice(0, dot) : base;
  const extension =
    dot > 0
      ? base
          .slice(dot)
          .toLowerCase()
          .replace(/[^a-z0-9.]/g, "")
      : "";
  const cleanStem = stem.replace(/^\.+/, "").replace(/[^A-Za-z0-9_-]/g, "_") || "contract";
  return `${cleanStem.slice(0, MAX_FILE_NAME_LENGTH - extension.length)}${extension}`;
}
