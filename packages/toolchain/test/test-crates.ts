import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { defaultToolchainConfig, type ToolchainConfig } from "../src/toolchain-config.ts";

/**
 * Debian's toolchain (rustc 1.63 with libstd-rust-dev-wasm32 and rust-lld): builds
 * dependency-free crates for wasm32 with no registry. TEST_CARGO / TEST_RUSTC pick another.
 */
export function testToolchainConfig(overrides: Partial<ToolchainConfig> = {}): ToolchainConfig {
  const root = mkdtempSync(join(tmpdir(), "toolchain-test-"));
  return defaultToolchainConfig({
    cargo: process.env.TEST_CARGO ?? "/usr/bin/cargo",
    rustc: process.env.TEST_RUSTC ?? "/usr/bin/rustc",
    cacheDir: join(root, "cache"),
    workDir: join(root, "work"),
    ...overrides,
  });
}

export const openPolicy = {
  allowBuildScripts: false,
  allowAnyDependency: false,
  extraAllowedCrates: [],
};

/** Writes a crate from a map of relative path → content into a new temp directory. */
export function writeCrate(files: Record<string, string>, parent?: string): string {
  const dir = parent ?? mkdtempSync(join(tmpdir(), "crate-"));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

export function manifest(name: string, extra = ""): string {
  return `[package]
name = "${name}"
version = "0.1.0"
edition = "2021"

[lib]
crate-type = ["cdylib", "rlib"]

[profile.release]
opt-level = "z"
lto = true
panic = "abort"
codegen-units = 1
${extra}`;
}

/** A dependency-free module with the exports a CosmWasm 2.x VM checks for. */
export const minimalContractSource = readFileSync(
  new URL("./crates/minimal-contract/src/lib.rs", import.meta.url),
  "utf8",
);
