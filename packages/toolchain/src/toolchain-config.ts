import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_SANDBOX_LIMITS, type SandboxLimits } from "./sandbox/sandbox-types.ts";
import { DEFAULT_MAX_WASM_BYTES } from "./wasm/cosmwasm-vm-interface.ts";

/**
 * Which Rust toolchain to use and how. Every path of a tool (cargo, rustc, wasm-opt, linker) is a
 * path inside `rootDir`, the root file system the sandbox is built from; the other paths are
 * host paths.
 */
export interface ToolchainConfig {
  /** Root file system for the sandbox: "/" (this machine) or a toolchain root such as a chroot. */
  rootDir: string;
  /** cargo to use; null = look for one (PATH, then /usr/bin) and prefer one with wasm32 std. */
  cargo: string | null;
  /** rustc to use; null = the one next to cargo. */
  rustc: string | null;
  /** wasm-opt from binaryen. */
  wasmOpt: string;
  /** Linker for wasm32 (rust-lld, wasm-ld, wasm-ld-19...); null = look for one. */
  wasmLinker: string | null;
  /** A directory of vendored crates (`cargo vendor` output): builds run offline from it. */
  vendorDir: string | null;
  /**
   * A cargo home whose config.toml sets up the crates source (source replacement with a
   * local-registry, a directory or a mirror registry). Only config.toml is used; credentials
   * never enter the sandbox.
   */
  cargoHome: string | null;
  /** Shared target directories and cargo homes (per toolchain, dependency set and owner). */
  cacheDir: string;
  /** Where each job's copy of the crate is made. */
  workDir: string;
  limits: SandboxLimits;
  /** Largest wasm accepted by the validator. */
  maxWasmBytes: number;
}

export function defaultToolchainConfig(overrides: Partial<ToolchainConfig> = {}): ToolchainConfig {
  return {
    rootDir: "/",
    cargo: null,
    rustc: null,
    wasmOpt: "wasm-opt",
    wasmLinker: null,
    vendorDir: null,
    cargoHome: null,
    cacheDir: join(tmpdir(), "contract-platform-build-cache"),
    workDir: join(tmpdir(), "contract-platform-builds"),
    limits: DEFAULT_SANDBOX_LIMITS,
    maxWasmBytes: DEFAULT_MAX_WASM_BYTES,
    ...overrides,
  };
}
