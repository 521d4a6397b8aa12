import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, normalize, relative, resolve } from "node:path";
import { parse } from "smol-toml";

/** One package of a crate directory (the root package, workspace members, local path crates). */
export interface CratePackage {
  /** Directory relative to the crate root ("" for the root). */
  dir: string;
  /** Cargo.toml relative to the crate root. */
  manifestFile: string;
  manifest: Record<string, unknown>;
  name: string;
  /** The library target's name (dashes become underscores), the stem of its .wasm file. */
  libName: string;
  crateTypes: string[];
  hasBuildScript: boolean;
  isProcMacro: boolean;
}

export interface CrateLayout {
  /** The root Cargo.toml, parsed (a package, a workspace or both). */
  rootManifest: Record<string, unknown>;
  packages: CratePackage[];
}

export class CrateManifestError extends Error {
  override name = "CrateManifestError";
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Reads the crate's Cargo.toml, its workspace members (literal paths and `dir/*` globs) and the
 * local path dependencies that live inside the crate directory. Throws CrateManifestError for a
 * missing or unparsable manifest.
 */
export function readCratePackages(crateDir: string): CrateLayout {
  const root = resolve(crateDir);
  const rootManifest = readManifest(root, "Cargo.toml");
  const packages = new Map<string, CratePackage>();
  const pending: string[] = [];
  if (rootManifest.package) pending.push("");
  const workspace = rootManifest.workspace as { members?: unknown } | undefined;
  if (Array.isArray(workspace?.members)) {
    for (const member of workspace.members) {
      if (typeof member !== "string") continue;
      pending.push(...expandMember(root, member));
    }
  }
  if (!rootManifest.package && !workspace) {
    throw new CrateManifestError("Cargo.toml", "Cargo.toml has neither [package] nor [workspace]");
  }
  while (pending.length > 0) {
    const dir = normalize(pending.shift()!).replace(/^\.$/, "");
    if (packages.has(dir)) continue;
    const manifestFile = dir ? `${dir}/Cargo.toml` : "Cargo.toml";
    const manifest = dir ? readManifest(root, manifestFile) : rootManifest;
    const pkg = toPackage(root, dir, manifestFile, manifest);
    packages.set(dir, pkg);
    for (const path of localPathDependencies(manifest)) {
      const target = relative(root, resolve(root, dir, path));
      if (!target.startsWith("..") && existsSync(join(root, target, "Cargo.toml"))) {
        pending.push(target);
      }
    }
  }
  return { rootManifest, packages: [...packages.values()] };
}

function readManifest(root: string, file: string): Record<string, unknown> {
  const path = join(root, file);
  if (!existsSync(path)) throw new CrateManifestError(file, `${file} is missing`);
  try {
    return parse(readFileSync(path, "utf8")) as Record<string, unknown>;
  } catch (error) {
    throw new CrateManifestError(file, `${file} is not valid TOML: ${(error as Error).message}`);
  }
}

function expandMember(root: string, member: string): string[] {
  if (!member.includes("*")) return [member];
  const match = /^(.*?)\/?\*$/.exec(member);
  if (!match) return [];
  const base = join(root, match[1]);
  if (!existsSync(base)) return [];
  return readdirSync(base)
    .filter((name) => statSync(join(base, name)).isDirectory())
    .filter((name) => existsSync(join(base, name, "Cargo.toml")))
    .map((name) => (match[1] ? `${match[1]}/${name}` : name))
    .sort();
}

function toPackage(
  root: string,
  dir: string,
  manifestFile: string,
  manifest: Record<string, unknown>,
): CratePackage {
  const pkg = (manifest.package ?? {}) as Record<string, unknown>;
  if (typeof pkg.name !== "string") {
    throw new CrateManifestError(manifestFile, `${manifestFile} has no [package] name`);
  }
  const lib = (manifest.lib ?? {}) as Record<string, unknown>;
  const build = pkg.build;
  const hasBuildScript =
    build === false
      ? false
      : typeof build === "string" || build === true || existsSync(join(root, dir, "build.rs"));
  return {
    dir,
    manifestFile,
    manifest,
    name: pkg.name,
    libName: (typeof lib.name === "string" ? lib.name : pkg.name).replace(/-/g, "_"),
    crateTypes: Array.isArray(lib["crate-type"]) ? (lib["crate-type"] as string[]) : ["lib"],
    hasBuildScript,
    isProcMacro: lib["proc-macro"] === true,
  };
}

/** Every dependency table of a manifest: [dependencies], dev-, build-, and per-target ones. */
export function dependencyTables(
  manifest: Record<string, unknown>,
): { table: string; entries: Record<string, unknown> }[] {
  const tables: { table: string; entries: Record<string, unknown> }[] = [];
  const kinds = ["dependencies", "dev-dependencies", "build-dependencies"];
  for (const kind of kinds) {
    const entries = manifest[kind];
    if (entries && typeof entries === "object") {
      tables.push({ table: kind, entries: entries as Record<string, unknown> });
    }
  }
  const targets = manifest.target as Record<string, Record<string, unknown>> | undefined;
  for (const [cfg, target] of Object.entries(targets ?? {})) {
    for (const kind of kinds) {
      const entries = target?.[kind];
      if (entries && typeof entries === "object") {
        tables.push({
          table: `target.${cfg}.${kind}`,
          entries: entries as Record<string, unknown>,
        });
      }
    }
  }
  const workspace = manifest.workspace as Record<string, unknown> | undefined;
  if (workspace?.dependencies && typeof workspace.dependencies === "object") {
    tables.push({
      table: "workspace.dependencies",
      entries: workspace.dependencies as Record<string, unknown>,
    });
  }
  return tables;
}

function localPathDependencies(manifest: Record<string, unknown>): string[] {
  const paths: string[] = [];
  for (const { entries } of dependencyTables(manifest)) {
    for (const spec of Object.values(entries)) {
      if (
        spec &&
        typeof spec === "object" &&
        typeof (spec as { path?: unknown }).path === "string"
      ) {
        paths.push((spec as { path: string }).path);
      }
    }
  }
  return paths;
}
