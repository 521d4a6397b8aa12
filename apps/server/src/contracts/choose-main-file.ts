import { collectProjectInMemory, MAIN_FILE_REQUIRED_MESSAGE } from "@contract-platform/api";
import { HttpError } from "../http/http-error.ts";

/** Folders of dependencies, tests and scripts: never where a project's main contract is. */
const notMain = /^(node_modules|lib|test|tests|script|scripts)\//;

/**
 * The project's main file: the one asked for, else the only file of the project's own that no
 * other file imports and that declares a deployable contract. Several such files: 400
 * `main_file_required` with them as `candidates`; an asked-for path that is not there: 400.
 */
export function chooseMainFile(
  files: ReadonlyArray<{ path: string; content: string }>,
  asked: string | undefined,
  strippedFolder: string | null,
): string {
  const paths = new Set(files.filter((f) => f.path.endsWith(".sol")).map((f) => f.path));
  if (asked !== undefined) {
    const plain = asked.replace(/\\/g, "/").replace(/^\.?\//, "");
    const inFolder =
      strippedFolder && plain.startsWith(`${strippedFolder}/`)
        ? plain.slice(strippedFolder.length + 1)
        : plain;
    for (const p of [plain, inFolder]) if (paths.has(p)) return p;
    throw new HttpError(
      400,
      "main_file_not_found",
      `The main file ${asked.slice(0, 300)} is not among the uploaded .sol files`,
    );
  }
  const own = files.filter(
    (f) => f.path.endsWith(".sol") && !notMain.test(f.path) && !/\.(t|s)\.sol$/.test(f.path),
  );
  const imported = new Set(
    [
      ...collectProjectInMemory(
        files,
        own.map((f) => f.path),
      ).imports.values(),
    ].flat(),
  );
  const roots = own.filter((f) => !imported.has(f.path));
  const deployable = roots.filter((f) => /(^|[\s;}])contract\s+[A-Za-z_$]/.test(f.content));
  const candidates = (deployable.length > 0 ? deployable : roots.length > 0 ? roots : own)
    .map((f) => f.path)
    .sort();
  if (candidates.length === 1) return candidates[0];
  if (candidates.length === 0) {
    throw new HttpError(
      400,
      "main_file_required",
      "Only dependencies, tests or scripts were uploaded: choose the main file",
      undefined,
      { body: { candidates: [...paths].sort().slice(0, 200) } },
    );
  }
  throw new HttpError(400, "main_file_required", MAIN_FILE_REQUIRED_MESSAGE, undefined, {
    body: { candidates: candidates.slice(0, 200) },
  });
}
