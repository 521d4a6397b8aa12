import { existsSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import type { CratePolicy, CratePolicyViolation } from "@contract-platform/api";
import {
  type CrateLayout,
  CrateManifestError,
  dependencyTables,
  readCratePackages,
} from "./read-crate-packages.ts";

/** Crates a contract may depend on without an admin's permission: the CosmWasm ecosystem. */
export const DEFAULT_ALLOWED_CRATES = [
  "cosmwasm-std",
  "cosmwasm-schema",
  "cosmwasm-crypto",
  "cosmwasm-storage",
  "cw-storage-plus",
  "cw2",
  "cw-utils",
  "cw-multi-test",
  "cw20",
  "cw721",
  "cw-controllers",
  "cw-ownable",
  "thiserror",
  "serde",
  "serde_json",
  "serde-json-wasm",
  "schemars",
  "semver",
  "hex",
  "sha2",
  "sha3",
  "anyhow",
];

export interface CratePolicyResult {
  ok: boolean;
  violations: CratePolicyViolation[];
  /** The crate's packages, when the manifests could be read. */
  layout: CrateLayout | null;
}

/**
 * Decides whether a crate may be built or tested: no build scripts or proc-macro crates (they
 * run code at compile time), only allow-listed registry dependencies, no git dependencies, no
 * path dependencies outside the crate, no `.cargo/config` (it can swap the compiler or linker)
 * and no [patch]/[replace] — each unless the policy allows it.
 */
export function checkCratePolicy(crateDir: string, policy: CratePolicy): CratePolicyResult {
  const root = resolve(crateDir);
  const violations: CratePolicyViolation[] = [];
  let layout: CrateLayout;
  try {
    layout = readCratePackages(root);
  } catch (error) {
    if (!(error instanceof CrateManifestError)) throw error;
    return {
      ok: false,
      violations: [{ code: "manifest_invalid", file: error.file, message: error.message }],
      layout: null,
    };
  }
  const allowed = new Set([...DEFAULT_ALLOWED_CRATES, ...policy.extraAllowedCrates]);

  for (const file of findCargoConfigs(root)) {
    violations.push({
      code: "cargo_config",
      file,
      message: `${file} can change the compiler, linker or crates source; remove it (the platform configures cargo itself).`,
    });
  }
  const manifests = [
    { file: "Cargo.toml", manifest: layout.rootManifest, dir: "" },
    ...layout.packages
      .filter((pkg) => pkg.dir !== "")
      .map((pkg) => ({ file: pkg.manifestFile, manifest: pkg.manifest, dir: pkg.dir })),
  ];
  for (const pkg of layout.packages) {
    if (pkg.hasBuildScript && !policy.allowBuildScripts) {
      violations.push({
        code: "build_script",
        file: pkg.dir ? `${pkg.dir}/build.rs` : "build.rs",
        message: `Package ${pkg.name} has a build script, which runs arbitrary code during the build. Remove it, or ask an admin to allow build scripts.`,
      });
    }
    if (pkg.isProcMacro && !policy.allowBuildScripts) {
      violations.push({
        code: "proc_macro",
        file: pkg.manifestFile,
        message: `Package ${pkg.name} is a procedural macro, which runs arbitrary code during the build. Remove it, or ask an admin to allow build scripts and macros.`,
      });
    }
  }
  for (const { file, manifest, dir } of manifests) {
    for (const section of ["patch", "replace"]) {
      if (manifest[section]) {
        violations.push({
          code: "patch_section",
          file,
          message: `${file} has a [${section}] section, which swaps dependencies for other sources; remove it.`,
        });
      }
    }
    for (const { table, entries } of dependencyTables(manifest)) {
      for (const [key, spec] of Object.entries(entries)) {
        const detail = typeof spec === "object" && spec ? (spec as Record<string, unknown>) : {};
        const crate = typeof detail.package === "string" ? detail.package : key;
        if (typeof detail.git === "string") {
          violations.push({
            code: "git_dependency",
            file,
            message: `${file} [${table}] ${key} comes from git (${detail.git}); only the configured crates source is reachable. Use a registry version.`,
          });
          continue;
        }
        if (typeof detail.path === "string") {
          const target = relative(root, resolve(root, dir, detail.path));
          if (target.startsWith("..") || target.startsWith("/")) {
            violations.push({
              code: "path_dependency_outside",
              file,
              message: `${file} [${table}] ${key} points outside the crate (${detail.path}).`,
            });
          }
          continue;
        }
        if (detail.workspace === true) continue;
        if (typeof detail.registry === "string" && !policy.allowAnyDependency) {
          violations.push({
            code: "dependency_not_allowed",
            file,
            message: `${file} [${table}] ${key} comes from registry "${detail.registry}"; only the configured crates source is used.`,
          });
          continue;
        }
        if (!allowed.has(crate) && !policy.allowAnyDependency) {
          violations.push({
            code: "dependency_not_allowed",
            file,
            message: `${file} [${table}] depends on ${crate}, which is not on the allow-list of CosmWasm crates (${DEFAULT_ALLOWED_CRATES.slice(0, 8).join(", ")}, ...). Remove it, or ask an admin to allow it.`,
          });
        }
      }
    }
  }
  return { ok: violations.length === 0, violations, layout };
}

function findCargoConfigs(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, depth: number) => {
    if (depth > 6) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === "target") continue;
      const path = join(dir, entry.name);
      if (entry.name === ".cargo") {
        for (const name of ["config", "config.toml"]) {
          if (existsSync(join(path, name))) found.push(relative(root, join(path, name)));
        }
      } else if (entry.name !== ".git" && entry.name !== "node_modules") {
        walk(path, depth + 1);
      }
    }
  };
  walk(root, 0);
  return found;
}
