import type { SolidityRemapping } from "./solidity-remappings.ts";

/**
 * The source unit name an import refers to, computed as solc computes it: a path starting with
 * `./` or `../` is resolved against the importing unit's directory, then the remapping with the
 * longest matching context and, among those, the longest matching prefix replaces that prefix.
 * Unit names use `/` and have no `.` or `..` segments left.
 */
export function resolveImportPath(
  importer: string,
  importPath: string,
  remappings: readonly SolidityRemapping[] = [],
): string {
  const absolute = isRelative(importPath)
    ? normalise(`${directoryOf(importer)}${importPath}`)
    : importPath;
  return applyRemapping(absolute, importer, remappings);
}

export function isRelative(importPath: string): boolean {
  return importPath.startsWith("./") || importPath.startsWith("../");
}

function directoryOf(unit: string): string {
  const slash = unit.lastIndexOf("/");
  return slash >= 0 ? unit.slice(0, slash + 1) : "";
}

/** Collapses `.` and `..` segments (a `..` above the root is dropped) and repeated slashes. */
export function normalise(path: string): string {
  const leadingSlash = path.startsWith("/");
  const out: string[] = [];
  for (const segment of path.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") out.pop();
    else out.push(segment);
  }
  return (leadingSlash ? "/" : "") + out.join("/");
}

function applyRemapping(
  path: string,
  importer: string,
  remappings: readonly SolidityRemapping[],
): string {
  let best: SolidityRemapping | undefined;
  for (const r of remappings) {
    if (!importer.startsWith(r.context) || !path.startsWith(r.prefix)) continue;
    if (
      !best ||
      r.context.length > best.context.length ||
      (r.context.length === best.context.length && r.prefix.length > best.prefix.length)
    )
      best = r;
  }
  return best ? best.target + path.slice(best.prefix.length) : path;
}
