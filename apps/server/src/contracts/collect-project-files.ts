import {
  MAX_PROJECT_BYTES,
  MAX_PROJECT_FILES,
  MAX_PROJECT_PATH_DEPTH,
  MAX_PROJECT_PATH_LENGTH,
  PROJECT_CONFIG_FILES,
} from "@contract-platform/api";
import { HttpError } from "../http/http-error.ts";

export interface CollectedProjectFiles {
  /** Solidity files and the config files that say how imports resolve, by project path. */
  files: Array<{ path: string; content: Uint8Array }>;
  ignored: Array<{ path: string; reason: string }>;
  /** The one folder every path was under (a zipped project folder), taken off the paths. */
  strippedFolder: string | null;
}

/** Folders that are a project's own layout: a project zipped from inside keeps them. */
const layoutFolders = new Set(["contracts", "src", "lib", "node_modules", "test", "tests"]);

/**
 * The project paths of uploaded files: `\` read as `/`, `.` and empty segments dropped. Refuses
 * (400/413) absolute paths, `..`, control characters, paths too long or too deep, two files on
 * one path, more than MAX_PROJECT_FILES Solidity files or MAX_PROJECT_BYTES of them. Non-Solidity
 * files other than remappings.txt and foundry.toml are refused when `otherFiles` is "refuse" (files
 * picked one by one), listed as ignored when "ignore" (an archive), as are hidden folders.
 */
export function collectProjectFiles(
  uploaded: ReadonlyArray<{ path: string; content: Uint8Array }>,
  otherFiles: "refuse" | "ignore",
): CollectedProjectFiles {
  const ignored: CollectedProjectFiles["ignored"] = [];
  const kept: Array<{ path: string; content: Uint8Array }> = [];
  for (const file of uploaded) {
    const path = projectPath(file.path);
    const base = path.split("/").pop() ?? "";
    if (path.split("/").some((s) => s.startsWith(".") || s === "__MACOSX")) {
      ignored.push({ path, reason: "hidden file or folder" });
    } else if (path.endsWith(".sol") || PROJECT_CONFIG_FILES.some((c) => c === base)) {
      kept.push({ path, content: file.content });
    } else if (otherFiles === "refuse") {
      throw new HttpError(
        400,
        "file_type_not_allowed",
        `${path}: a project holds .sol files (and remappings.txt or foundry.toml); upload other files on their own`,
      );
    } else ignored.push({ path, reason: "not a Solidity file" });
  }
  const first = new Set(kept.map((f) => (f.path.includes("/") ? f.path.split("/")[0] : "")));
  const [folder] = first;
  const strippedFolder =
    first.size === 1 && folder && !layoutFolders.has(folder) && !folder.endsWith(".sol")
      ? folder
      : null;
  const files = strippedFolder
    ? kept.map((f) => ({ ...f, path: f.path.slice(strippedFolder.length + 1) }))
    : kept;
  const seen = new Set<string>();
  let solidity = 0;
  let bytes = 0;
  for (const f of files) {
    if (seen.has(f.path)) {
      throw new HttpError(400, "duplicate_path", `Two files have the path ${f.path}`);
    }
    seen.add(f.path);
    if (!f.path.endsWith(".sol")) continue;
    solidity++;
    bytes += f.content.byteLength;
  }
  if (solidity === 0) {
    throw new HttpError(400, "no_solidity_files", "The upload holds no .sol file");
  }
  if (solidity > MAX_PROJECT_FILES) {
    throw new HttpError(
      400,
      "too_many_files",
      `The project holds ${solidity} .sol files; at most ${MAX_PROJECT_FILES} are accepted`,
    );
  }
  if (bytes > MAX_PROJECT_BYTES) {
    throw new HttpError(
      413,
      "project_too_large",
      `The project's .sol files hold ${(bytes / 1_048_576).toFixed(1)}MB together; at most 10MB are accepted`,
    );
  }
  return { files, ignored, strippedFolder };
}

/** A safe `/`-separated relative path, or a 400 naming what is wrong with it. */
export function projectPath(raw: string): string {
  const unsafe = (why: string) =>
    new HttpError(400, "unsafe_path", `${JSON.stringify(raw.slice(0, 200))}: ${why}`);
  if (raw.length > MAX_PROJECT_PATH_LENGTH)
    throw unsafe(`paths are at most ${MAX_PROJECT_PATH_LENGTH} characters`);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(raw)) throw unsafe("control characters in a path");
  const path = raw.replace(/\\/g, "/");
  if (path.startsWith("/") || /^[A-Za-z]:/.test(path)) throw unsafe("absolute paths are refused");
  const segments = path.split("/").filter((s) => s !== "" && s !== ".");
  if (segments.includes("..")) throw unsafe("'..' would leave the project");
  if (segments.length === 0) throw unsafe("empty path");
  if (segments.length > MAX_PROJECT_PATH_DEPTH)
    throw unsafe(`folders nest at most ${MAX_PROJECT_PATH_DEPTH} deep`);
  return segments.join("/");
}
