import { isRustKeyword } from "./snake-case.ts";

// Library names that a crate cannot take: the sysroot crates, cargo's reserved directory names and
// the generated crate's own dependencies (a package may not share a name with one it depends on).
const RESERVED = new Set([
  "std",
  "core",
  "alloc",
  "proc_macro",
  "test",
  "build",
  "deps",
  "examples",
  "incremental",
  "cosmwasm_std",
  "cosmwasm_schema",
  "cw_storage_plus",
  "cw2",
  "cw_utils",
  "cw_multi_test",
  "thiserror",
  "serde",
  "serde_json",
  "schemars",
]);

/**
 * A cargo package name whose library name (`-` → `_`) is a valid, free Rust crate name:
 * names that would be a keyword (`mod`, `self`) or a reserved crate get a `-contract` suffix.
 */
export function crateName(kebab: string): string {
  const lib = kebab.replaceAll("-", "_");
  return isRustKeyword(lib) || RESERVED.has(lib) ? `${kebab}-contract` : kebab;
}
