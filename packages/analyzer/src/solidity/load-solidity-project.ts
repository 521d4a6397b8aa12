import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import {
  collectSolidityProject,
  parseRemappingsFile,
  readFoundryConfig,
  type SolidityProjectFile,
  type SolidityRemapping,
  type UnresolvedImport,
} from "@contract-platform/api";

export interface DiskSolidityProject {
  /** The project root every unit name is relative to. */
  root: string;
  /** The files to report on (unit names). */
  analyse: string[];
  /** Those files and everything they import, directly or not. */
  files: SolidityProjectFile[];
  remappings: SolidityRemapping[];
  missing: UnresolvedImport[];
}

const rootMarkers = [
  "foundry.toml",
  "remappings.txt",
  "hardhat.config.ts",
  "hardhat.config.js",
  "hardhat.config.cjs",
  "hardhat.config.mjs",
  "truffle-config.js",
  "package.json",
];
const skippedDirs = new Set([
  "node_modules",
  "lib",
  "out",
  "cache",
  "cache_forge",
  "artifacts",
  "typechain-types",
  "coverage",
  "test",
  "tests",
  "script",
  "scripts",
]);

/**
 * Reads a Solidity project from disk as Solidity developers lay it out. Given a directory: its
 * sources (Foundry's `src`, Hardhat's `contracts/`, else every `.sol` below it, without tests,
 * scripts, dependencies and build output). Given files: those, under the root of the project they
 * sit in (the nearest directory up with foundry.toml, remappings.txt, a Hardhat config or
 * package.json). Imports resolve like solc with the project's remappings (remappings.txt,
 * foundry.toml, Foundry's `lib/<name>` defaults), then through `node_modules` up the tree and the
 * Foundry `libs` directories.
 */
export function loadSolidityProject(paths: string[]): DiskSolidityProject {
  const absolute = paths.map((p) => resolve(p));
  const root = commonRoot(
    absolute.map((p) => findProjectRoot(statSync(p).isDirectory() ? p : dirname(p))),
  );
  const foundry = readIfFile(join(root, "foundry.toml"));
  const config = foundry ? readFoundryConfig(foundry) : undefined;
  const remappings = projectRemappingsOnDisk(root, config?.remappings ?? []);
  const entries: string[] = [];
  for (const p of absolute) {
    if (statSync(p).isDirectory()) {
      const sourceDir = p === root ? sourcesOf(root, config?.src) : p;
      for (const f of solidityFilesUnder(sourceDir)) entries.push(unitName(root, f));
    } else entries.push(unitName(root, p));
  }
  const libDirs = [...new Set([...(config?.libs ?? []), "lib", "node_modules"])];
  const read = (unit: string): string | undefined => {
    if (isAbsolute(unit) || unit.split("/").includes("..")) return undefined;
    const local = readIfFile(join(root, unit));
    if (local !== undefined) return local;
    for (let dir = root; ; dir = dirname(dir)) {
      const found = readIfFile(join(dir, "node_modules", unit));
      if (found !== undefined) return found;
      if (dirname(dir) === dir) break;
    }
    for (const lib of libDirs) {
      const found = readIfFile(join(root, lib, unit));
      if (found !== undefined) return found;
    }
    return undefined;
  };
  const collected = collectSolidityProject({ entries, read, remappings });
  return {
    root,
    analyse: [...new Set(entries)],
    files: collected.files,
    remappings,
    missing: collected.missing,
  };
}

function readIfFile(path: string): string | undefined {
  try {
    return statSync(path).isFile() ? readFileSync(path, "utf8") : undefined;
  } catch {
    return undefined;
  }
}

function unitName(root: string, file: string): string {
  return relative(root, file).split(sep).join("/");
}

function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (rootMarkers.some((m) => existsSync(join(dir, m)))) return dir;
    if (dirname(dir) === dir) return start;
  }
}

function commonRoot(dirs: string[]): string {
  let common = dirs[0];
  for (const d of dirs.slice(1)) {
    while (common !== dirname(common) && !`${d}${sep}`.startsWith(`${common}${sep}`))
      common = dirname(common);
  }
  return common;
}

function sourcesOf(root: string, foundrySrc: string | undefined): string {
  const candidates = [foundrySrc, "contracts", "src"].filter((c): c is string => !!c);
  for (const c of candidates) {
    const dir = join(root, c);
    if (existsSync(dir) && statSync(dir).isDirectory()) return dir;
  }
  return root;
}

function solidityFilesUnder(dir: string): string[] {
  const out: string[] = [];
  const visit = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name.startsWith(".")) continue;
      const full = join(d, e.name);
      if (e.isDirectory()) {
        if (!skippedDirs.has(e.name)) visit(full);
      } else if (e.name.endsWith(".sol") && !/\.(t|s)\.sol$/.test(e.name)) out.push(full);
    }
  };
  visit(dir);
  return out.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** remappings.txt, then foundry.toml's, then Foundry's defaults for each `lib/<name>` directory. */
function projectRemappingsOnDisk(
  root: string,
  fromFoundry: SolidityRemapping[],
): SolidityRemapping[] {
  const out: SolidityRemapping[] = [];
  const add = (r: SolidityRemapping) => {
    if (!out.some((o) => o.context === r.context && o.prefix === r.prefix)) out.push(r);
  };
  const txt = readIfFile(join(root, "remappings.txt"));
  if (txt) for (const r of parseRemappingsFile(txt)) add(r);
  for (const r of fromFoundry) add(r);
  const lib = join(root, "lib");
  if (existsSync(lib) && statSync(lib).isDirectory()) {
    for (const e of readdirSync(lib, { withFileTypes: true })) {
      if (!e.isDirectory()) continue;
      const sub = ["src", "contracts"].find((s) => existsSync(join(lib, e.name, s)));
      add({ context: "", prefix: `${e.name}/`, target: `lib/${e.name}/${sub ? `${sub}/` : ""}` });
    }
  }
  return out.map((r) => ({ ...r, target: r.target.replace(/^\.\//, "") }));
}
