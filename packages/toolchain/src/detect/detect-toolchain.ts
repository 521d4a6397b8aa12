import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ToolchainCheck, ToolchainStatus } from "@contract-platform/api";
import {
  type CratesSource,
  prepareCratesSource,
  SANDBOX_CARGO_HOME,
} from "../cargo/prepare-crates-source.ts";
import { probe, type ResolvedToolchain, resolveToolchain } from "../resolve/resolve-toolchain.ts";
import { runSandboxed } from "../sandbox/run-sandboxed.ts";
import { DEFAULT_SANDBOX_LIMITS } from "../sandbox/sandbox-types.ts";
import type { ToolchainConfig } from "../toolchain-config.ts";

/** The crates a converted contract depends on; resolving them proves the crates source works. */
const PROBE_MANIFEST = `[package]
name = "crates-probe"
version = "0.1.0"
edition = "2021"

[dependencies]
cosmwasm-schema = "2.2"
cosmwasm-std = "2.2"
cw-storage-plus = "2.0"
cw-utils = "2.0"
cw2 = "2.0"
thiserror = "2"

[dev-dependencies]
cw-multi-test = "2"
`;

const LINK_PROBE = '#[no_mangle] pub extern "C" fn probe(x: u32) -> u32 { x + 1 }\n';

export interface DetectToolchainOptions {
  /** Time of the check (an injected clock's now). */
  now?: Date;
}

/**
 * Checks everything builds and tests need, each with what to install or set when missing: the
 * sandbox (bwrap, prlimit), cargo and rustc (versions), the wasm32 standard library, a wasm32
 * linker (by linking a tiny module), wasm-opt, and whether the real CosmWasm crates resolve from
 * the configured source (vendor directory, cargo home with source replacement, or online).
 */
export async function detectToolchain(
  config: ToolchainConfig,
  options: DetectToolchainOptions = {},
): Promise<ToolchainStatus> {
  const checks: ToolchainCheck[] = [];
  const add = (check: ToolchainCheck) => checks.push(check);
  const checkedAt = (options.now ?? new Date()).toISOString();
  let source: CratesSource | null = null;
  let sourceError: string | null = null;
  try {
    source = prepareCratesSource(config);
  } catch (error) {
    sourceError = (error as Error).message;
  }
  const cratesSource =
    source?.kind ?? (config.vendorDir ? "vendor" : config.cargoHome ? "cargo-home" : "online");

  const sandbox = await checkSandbox(config);
  add(sandbox);
  let toolchain: ResolvedToolchain | null = null;
  let toolchainError = "";
  if (sandbox.ok) {
    try {
      toolchain = await resolveToolchain(config);
    } catch (error) {
      toolchainError = (error as Error).message;
    }
  }
  const rustFix =
    "Install Rust: Debian's `apt-get install cargo rustc libstd-rust-dev-wasm32` (wasm32 ready), or rustup (https://rustup.rs) then `rustup target add wasm32-unknown-unknown`; or set CARGO and RUSTC.";
  add({
    id: "cargo",
    label: "cargo",
    ok: Boolean(toolchain),
    detail: toolchain
      ? `${toolchain.cargoVersion} (${toolchain.cargo})`
      : toolchainError || "not checked: no sandbox",
    fix: toolchain ? null : rustFix,
  });
  add({
    id: "rustc",
    label: "rustc",
    ok: Boolean(toolchain),
    detail: toolchain ? `${toolchain.rustcVersion} (${toolchain.rustc})` : "not found",
    fix: toolchain ? null : rustFix,
  });
  add({
    id: "wasm32-target",
    label: "wasm32-unknown-unknown standard library",
    ok: Boolean(toolchain?.hasWasm32Std),
    detail: toolchain
      ? toolchain.hasWasm32Std
        ? `in ${toolchain.sysroot}/lib/rustlib/wasm32-unknown-unknown`
        : `missing from ${toolchain.sysroot}`
      : "not checked",
    fix: toolchain?.hasWasm32Std
      ? null
      : toolchain?.sysroot.includes("rustup")
        ? "Run `rustup target add wasm32-unknown-unknown`, or set CARGO=/usr/bin/cargo RUSTC=/usr/bin/rustc to use a distribution toolchain that has it."
        : "Install the wasm32 standard library (Debian: `apt-get install libstd-rust-dev-wasm32`; rustup: `rustup target add wasm32-unknown-unknown`).",
  });
  add(await checkLinker(toolchain));
  add({
    id: "wasm-opt",
    label: "wasm-opt (binaryen)",
    ok: Boolean(toolchain?.wasmOpt),
    detail: toolchain?.wasmOptVersion ?? `${config.wasmOpt} not found`,
    fix: toolchain?.wasmOpt
      ? null
      : "Install binaryen (`apt-get install binaryen`) or set WASM_OPT: rustc's wasm must pass through wasm-opt before a CosmWasm 2.x chain accepts it.",
  });
  add(await checkCrates(config, toolchain, source, sourceError));

  const ok = (id: ToolchainCheck["id"]) => checks.find((check) => check.id === id)?.ok === true;
  const canTest = ok("sandbox") && ok("cargo") && ok("rustc");
  return {
    checkedAt,
    root: config.rootDir,
    cargo: toolchain?.cargo ?? null,
    rustc: toolchain?.rustc ?? null,
    cargoVersion: toolchain?.cargoVersion ?? null,
    rustcVersion: toolchain?.rustcVersion ?? null,
    wasmOptVersion: toolchain?.wasmOptVersion ?? null,
    cratesSource,
    checks,
    canTest,
    canBuildWasm: canTest && ok("wasm32-target") && ok("wasm-linker") && ok("wasm-opt"),
    cratesResolve: ok("crates"),
  };
}

async function checkSandbox(config: ToolchainConfig): Promise<ToolchainCheck> {
  const base = { id: "sandbox" as const, label: "Sandbox (bubblewrap + prlimit)" };
  try {
    const version = execFileSync("bwrap", ["--version"], {
      encoding: "utf8",
      timeout: 10_000,
    }).trim();
    const result = await probe(config.rootDir, [], "true", []);
    if (!result.ok) {
      return { ...base, ok: false, detail: `${version}: ${result.stderr}`, fix: sandboxFix };
    }
    return { ...base, ok: true, detail: `${version}, root ${config.rootDir}`, fix: null };
  } catch (error) {
    return { ...base, ok: false, detail: (error as Error).message, fix: sandboxFix };
  }
}

const sandboxFix =
  "Install bubblewrap and util-linux (`apt-get install bubblewrap util-linux`); bwrap needs user namespaces (kernel.unprivileged_userns_clone=1) or root.";

async function checkLinker(toolchain: ResolvedToolchain | null): Promise<ToolchainCheck> {
  const base = { id: "wasm-linker" as const, label: "wasm32 linker" };
  const fix =
    "Install a wasm linker: Debian's rustc ships rust-lld; otherwise `apt-get install lld` (wasm-ld) and set WASM_LINKER if it has a version suffix (wasm-ld-19).";
  if (!toolchain?.hasWasm32Std) {
    return { ...base, ok: false, detail: "not checked: no wasm32 standard library", fix };
  }
  if (!toolchain.wasmLinkerLabel) return { ...base, ok: false, detail: "none found", fix };
  const linkerArgs = toolchain.wasmLinker ? ["-C", `linker=${toolchain.wasmLinker}`] : [];
  const result = await runSandboxed({
    rootDir: toolchain.rootDir,
    command: "sh",
    args: [
      "-c",
      'printf "%s" "$SOURCE" > /tmp/probe.rs && "$RUSTC" --crate-type cdylib --target wasm32-unknown-unknown -C opt-level=1 "$@" -o /tmp/probe.wasm /tmp/probe.rs',
      "sh",
      ...linkerArgs,
    ],
    cwd: "/tmp",
    mounts: toolchain.mounts,
    env: {
      PATH: `${toolchain.sysroot}/bin:/usr/local/bin:/usr/bin:/bin`,
      HOME: "/tmp",
      SOURCE: LINK_PROBE,
      RUSTC: toolchain.rustc,
    },
    network: "none",
    limits: { ...DEFAULT_SANDBOX_LIMITS, timeoutMs: 60_000 },
  });
  if (result.exitCode !== 0) {
    return {
      ...base,
      ok: false,
      detail: `${toolchain.wasmLinkerLabel}: linking a wasm32 module failed: ${lastLines(result.stderr)}`,
      fix,
    };
  }
  return {
    ...base,
    ok: true,
    detail: `${toolchain.wasmLinkerLabel} (links wasm32 modules)`,
    fix: null,
  };
}

async function checkCrates(
  config: ToolchainConfig,
  toolchain: ResolvedToolchain | null,
  source: CratesSource | null,
  sourceError: string | null,
): Promise<ToolchainCheck> {
  const base = {
    id: "crates" as const,
    label: "CosmWasm crates (cosmwasm-std 2.2, cw-storage-plus, cw2, cw-utils, cw-multi-test)",
  };
  const fix =
    "Without crates.io, point CARGO_VENDOR_DIR at a `cargo vendor` directory of the CosmWasm crates, or CARGO_HOME at a cargo home whose config.toml replaces crates-io with a local registry or mirror.";
  if (!source) return { ...base, ok: false, detail: sourceError ?? "no crates source", fix };
  if (!toolchain)
    return { ...base, ok: false, detail: `${source.label}: not checked (no cargo)`, fix };
  mkdirSync(config.workDir, { recursive: true });
  const dir = mkdtempSync(join(config.workDir, "crates-probe-"));
  try {
    mkdirSync(join(dir, "src"));
    writeFileSync(join(dir, "Cargo.toml"), PROBE_MANIFEST);
    writeFileSync(join(dir, "src/lib.rs"), "");
    const result = await runSandboxed({
      rootDir: toolchain.rootDir,
      command: toolchain.cargo,
      args: ["generate-lockfile", ...(source.online ? [] : ["--offline"])],
      cwd: "/sandbox/probe",
      mounts: [
        ...toolchain.mounts,
        ...source.mounts,
        { source: dir, target: "/sandbox/probe", writable: true },
        { source: source.cargoHomeDir, target: SANDBOX_CARGO_HOME, writable: true },
      ],
      env: {
        PATH: `${toolchain.sysroot}/bin:/usr/local/bin:/usr/bin:/bin`,
        HOME: "/tmp",
        CARGO_HOME: SANDBOX_CARGO_HOME,
        RUSTC: toolchain.rustc,
        CARGO_TERM_COLOR: "never",
        CARGO_HTTP_TIMEOUT: "10",
        CARGO_NET_RETRY: "0",
      },
      network: source.online ? "host" : "none",
      limits: { ...DEFAULT_SANDBOX_LIMITS, timeoutMs: 60_000 },
    });
    if (result.exitCode !== 0) {
      return {
        ...base,
        ok: false,
        detail: `${source.label}: ${result.timedOut ? "no answer within 60 s" : lastLines(result.stderr)}`,
        fix,
      };
    }
    const lock = readFileSync(join(dir, "Cargo.lock"), "utf8");
    const std = /name = "cosmwasm-std"\nversion = "([^"]+)"/.exec(lock)?.[1];
    return {
      ...base,
      ok: true,
      detail: `${source.label}: resolved cosmwasm-std ${std ?? "?"}`,
      fix: null,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function lastLines(text: string): string {
  return text.trim().split("\n").slice(-3).join(" ").slice(0, 500);
}
