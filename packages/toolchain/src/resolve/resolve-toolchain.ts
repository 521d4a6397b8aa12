import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, realpathSync } from "node:fs";
import { dirname, join } from "node:path";
import { runSandboxed } from "../sandbox/run-sandboxed.ts";
import { DEFAULT_SANDBOX_LIMITS, type SandboxMount } from "../sandbox/sandbox-types.ts";
import type { ToolchainConfig } from "../toolchain-config.ts";

/** A toolchain found and checked: paths inside the sandbox root and what they are. */
export interface ResolvedToolchain {
  rootDir: string;
  cargo: string;
  rustc: string;
  /** rustc's sysroot (inside the root). */
  sysroot: string;
  /** Read-only mounts the toolchain needs besides the root's /usr (a rustup toolchain). */
  mounts: SandboxMount[];
  cargoVersion: string;
  rustcVersion: string;
  hostTriple: string;
  hasWasm32Std: boolean;
  /** Linker to pass for wasm32, or null when rustc's bundled rust-lld is used. */
  wasmLinker: string | null;
  /** What links wasm32 ("rust-lld (bundled)", "/usr/bin/wasm-ld-19"), or null when none. */
  wasmLinkerLabel: string | null;
  wasmOpt: string | null;
  wasmOptVersion: string | null;
  /** Identifies the toolchain for caches: changes with any version or path. */
  id: string;
}

export class ToolchainNotFoundError extends Error {
  override name = "ToolchainNotFoundError";
}

const probeLimits = { ...DEFAULT_SANDBOX_LIMITS, timeoutMs: 30_000, maxOutputBytes: 256 * 1024 };

/** Runs a tool of the root inside the sandbox (no user input involved) and returns its stdout. */
export async function probe(
  rootDir: string,
  mounts: SandboxMount[],
  command: string,
  args: string[],
  path = "/usr/local/bin:/usr/bin:/bin",
): Promise<{ ok: boolean; stdout: string; stderr: string }> {
  const result = await runSandboxed({
    rootDir,
    command,
    args,
    cwd: "/tmp",
    mounts,
    env: { PATH: path, HOME: "/tmp", LANG: "C.UTF-8" },
    network: "none",
    limits: probeLimits,
  });
  return { ok: result.exitCode === 0, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

/**
 * Finds cargo and rustc (the configured ones, or PATH's and then the distribution's, preferring
 * one whose sysroot has the wasm32 standard library), the wasm32 linker and wasm-opt, and reads
 * their versions inside the sandbox. Throws ToolchainNotFoundError when no cargo/rustc works.
 */
export async function resolveToolchain(config: ToolchainConfig): Promise<ResolvedToolchain> {
  const candidates = toolchainCandidates(config);
  if (candidates.length === 0) {
    throw new ToolchainNotFoundError(
      "No Rust toolchain found: install rustup (https://rustup.rs) or Debian's cargo, or set CARGO and RUSTC",
    );
  }
  let firstWorking: ResolvedToolchain | null = null;
  const failures: string[] = [];
  for (const candidate of candidates) {
    const resolved = await resolveCandidate(config, candidate).catch((error: Error) => {
      failures.push(`${candidate.rustc}: ${error.message}`);
      return null;
    });
    if (!resolved) continue;
    if (resolved.hasWasm32Std) return resolved;
    firstWorking ??= resolved;
  }
  if (firstWorking) return firstWorking;
  throw new ToolchainNotFoundError(`No working Rust toolchain: ${failures.join("; ")}`);
}

interface Candidate {
  cargo: string;
  rustc: string;
}

function toolchainCandidates(config: ToolchainConfig): Candidate[] {
  const hostRoot = config.rootDir === "/";
  if (config.cargo || config.rustc) {
    const cargo = config.cargo ?? join(dirname(config.rustc!), "cargo");
    const rustc = config.rustc ?? join(dirname(cargo), "rustc");
    return [{ cargo, rustc }];
  }
  const found: Candidate[] = [];
  if (hostRoot) {
    for (const dir of (process.env.PATH ?? "").split(":")) {
      if (dir && existsSync(join(dir, "cargo")) && existsSync(join(dir, "rustc"))) {
        found.push({ cargo: join(dir, "cargo"), rustc: join(dir, "rustc") });
        break;
      }
    }
  }
  for (const dir of ["/usr/local/bin", "/usr/bin"]) {
    if (
      existsSync(join(config.rootDir, dir, "cargo")) &&
      existsSync(join(config.rootDir, dir, "rustc"))
    ) {
      found.push({ cargo: join(dir, "cargo"), rustc: join(dir, "rustc") });
    }
  }
  const seen = new Set<string>();
  return found.filter((candidate) => {
    const key = hostRoot ? safeRealpath(candidate.rustc) : candidate.rustc;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

async function resolveCandidate(
  config: ToolchainConfig,
  candidate: Candidate,
): Promise<ResolvedToolchain> {
  const { rootDir } = config;
  let sysroot: string;
  let rustc = candidate.rustc;
  let cargo = candidate.cargo;
  const mounts: SandboxMount[] = [];
  if (rootDir === "/") {
    // rustup's cargo and rustc are proxies that need ~/.rustup: use the toolchain's own binaries.
    sysroot = execFileSync(candidate.rustc, ["--print", "sysroot"], {
      encoding: "utf8",
      timeout: 30_000,
      env: { ...process.env, RUSTUP_AUTO_INSTALL: "0" },
    }).trim();
    if (existsSync(join(sysroot, "bin", "rustc"))) rustc = join(sysroot, "bin", "rustc");
    if (existsSync(join(sysroot, "bin", "cargo"))) cargo = join(sysroot, "bin", "cargo");
    else cargo = safeRealpath(cargo);
    if (!sysroot.startsWith("/usr/") && sysroot !== "/usr") {
      mounts.push({ source: sysroot, target: sysroot, writable: false });
    }
    if (!isUnder(cargo, "/usr") && !isUnder(cargo, sysroot)) {
      mounts.push({ source: cargo, target: cargo, writable: false });
    }
  } else {
    const printed = await probe(rootDir, mounts, rustc, ["--print", "sysroot"]);
    if (!printed.ok) throw new Error(printed.stderr || "rustc --print sysroot failed");
    sysroot = printed.stdout;
  }
  const path = `${join(sysroot, "bin")}:/usr/local/bin:/usr/bin:/bin`;
  const rustcInfo = await probe(rootDir, mounts, rustc, ["-vV"], path);
  if (!rustcInfo.ok) throw new Error(rustcInfo.stderr || "rustc -vV failed");
  const cargoInfo = await probe(rootDir, mounts, cargo, ["--version"], path);
  if (!cargoInfo.ok) throw new Error(cargoInfo.stderr || "cargo --version failed");
  const hostTriple = /^host: (\S+)/m.exec(rustcInfo.stdout)?.[1] ?? "x86_64-unknown-linux-gnu";
  const rustcVersion = rustcInfo.stdout.split("\n")[0];

  const wasmLib = join(rootDir, sysroot, "lib/rustlib/wasm32-unknown-unknown/lib");
  const hasWasm32Std =
    existsSync(wasmLib) && readdirSync(wasmLib).some((name) => /^libstd-.*\.rlib$/.test(name));
  const linker = findWasmLinker(config, sysroot, hostTriple);
  const wasmOpt = await probe(rootDir, mounts, config.wasmOpt, ["--version"], path).catch(
    () => null,
  );

  const id = createHash("sha256")
    .update(JSON.stringify([rootDir, rustc, cargo, rustcInfo.stdout, cargoInfo.stdout, linker]))
    .digest("hex")
    .slice(0, 16);
  return {
    rootDir,
    cargo,
    rustc,
    sysroot,
    mounts,
    cargoVersion: cargoInfo.stdout,
    rustcVersion,
    hostTriple,
    hasWasm32Std,
    wasmLinker: linker?.pass ?? null,
    wasmLinkerLabel: linker?.label ?? null,
    wasmOpt: wasmOpt?.ok ? config.wasmOpt : null,
    wasmOptVersion: wasmOpt?.ok ? wasmOpt.stdout.split("\n")[0] : null,
    id,
  };
}

function findWasmLinker(
  config: ToolchainConfig,
  sysroot: string,
  hostTriple: string,
): { pass: string | null; label: string } | null {
  if (config.wasmLinker) return { pass: config.wasmLinker, label: config.wasmLinker };
  const bundled = join(sysroot, "lib/rustlib", hostTriple, "bin/rust-lld");
  if (existsSync(join(config.rootDir, bundled))) {
    return { pass: null, label: `rust-lld (bundled with rustc, ${bundled})` };
  }
  const bin = join(config.rootDir, "usr/bin");
  if (existsSync(join(bin, "rust-lld")))
    return { pass: "/usr/bin/rust-lld", label: "/usr/bin/rust-lld" };
  if (existsSync(join(bin, "wasm-ld")))
    return { pass: "/usr/bin/wasm-ld", label: "/usr/bin/wasm-ld" };
  const versioned = existsSync(bin)
    ? readdirSync(bin)
        .filter((name) => /^wasm-ld-\d+$/.test(name))
        .sort((a, b) => Number(b.slice(8)) - Number(a.slice(8)))
    : [];
  if (versioned.length > 0) {
    return { pass: `/usr/bin/${versioned[0]}`, label: `/usr/bin/${versioned[0]}` };
  }
  return null;
}

function safeRealpath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

function isUnder(path: string, dir: string): boolean {
  return path === dir || path.startsWith(`${dir}/`);
}
