import { createHash, randomUUID } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import type { CrateLayout } from "../crate/read-crate-packages.ts";
import { dependencyTables } from "../crate/read-crate-packages.ts";
import type { ResolvedToolchain } from "../resolve/resolve-toolchain.ts";
import { runSandboxed } from "../sandbox/run-sandboxed.ts";
import type { SandboxMount, SandboxResult } from "../sandbox/sandbox-types.ts";
import type { ToolchainConfig } from "../toolchain-config.ts";
import { type CratesSource, SANDBOX_CARGO_HOME, SANDBOX_VENDOR } from "./prepare-crates-source.ts";

/** Fixed paths inside the sandbox, so that builds from any directory give the same bytes. */
export const SANDBOX_CRATE = "/sandbox/crate";
export const SANDBOX_TARGET = "/sandbox/target";
export const SANDBOX_OUT = "/sandbox/out";

/** One build or test: a private copy of the crate, an output directory and a target cache. */
export interface CargoJob {
  config: ToolchainConfig;
  toolchain: ResolvedToolchain;
  source: CratesSource;
  jobDir: string;
  /** Host path of the job's copy of the crate (mounted writable at /sandbox/crate). */
  crateDir: string;
  /** Host path mounted writable at /sandbox/out. */
  outDir: string;
  /** Host path of the target directory (mounted at /sandbox/target). */
  targetDir: string;
  /** Wall-clock deadline of the whole job (ms since epoch, from performance.timeOrigin). */
  deadline: number;
  signal?: AbortSignal;
  onOutput?: (chunk: string, stream: "stdout" | "stderr") => void;
}

export interface OpenCargoJobOptions {
  config: ToolchainConfig;
  toolchain: ResolvedToolchain;
  source: CratesSource;
  layout: CrateLayout;
  /**
   * Whose cache this is (a user id). Target caches are shared per toolchain, dependency set and
   * owner, so no one's compile step can read another's build outputs.
   */
  owner: string;
  /** A target directory of the job's own, deleted afterwards (crates with build scripts). */
  privateTarget: boolean;
  signal?: AbortSignal;
  onOutput?: (chunk: string, stream: "stdout" | "stderr") => void;
}

/** Copies the crate into a fresh job directory and picks its target cache. */
export function openCargoJob(crateDir: string, options: OpenCargoJobOptions): CargoJob {
  const { config } = options;
  mkdirSync(config.workDir, { recursive: true });
  const jobDir = mkdtempSync(join(config.workDir, "job-"));
  const crateCopy = join(jobDir, "crate");
  cpSync(resolve(crateDir), crateCopy, {
    recursive: true,
    filter: (source) => !/\/(target|\.git)$/.test(source),
  });
  const outDir = join(jobDir, "out");
  mkdirSync(outDir);
  const key = options.privateTarget
    ? `private-${randomUUID()}`
    : targetCacheKey(options.toolchain, options.source, options.layout, options.owner);
  const targetDir = options.privateTarget
    ? join(jobDir, "target")
    : join(config.cacheDir, "targets", key);
  mkdirSync(targetDir, { recursive: true });
  return {
    config,
    toolchain: options.toolchain,
    source: options.source,
    jobDir,
    crateDir: crateCopy,
    outDir,
    targetDir,
    deadline: performance.now() + config.limits.timeoutMs,
    signal: options.signal,
    onOutput: options.onOutput,
  };
}

export function closeCargoJob(job: CargoJob): void {
  rmSync(job.jobDir, { recursive: true, force: true });
}

/** Toolchain + crates source + dependency tables of every manifest + owner. */
export function targetCacheKey(
  toolchain: ResolvedToolchain,
  source: CratesSource,
  layout: CrateLayout,
  owner: string,
): string {
  const dependencies = [
    layout.rootManifest,
    ...layout.packages.filter((pkg) => pkg.dir).map((pkg) => pkg.manifest),
  ].map((manifest) => dependencyTables(manifest));
  return createHash("sha256")
    .update(JSON.stringify([toolchain.id, source.id, dependencies, owner]))
    .digest("hex")
    .slice(0, 24);
}

export interface CargoRunOptions {
  /** Network for this step ("host" only for `cargo fetch` from an online registry). */
  network?: "none" | "host";
  /** Mount the target directory read-only (running tests: user code must not touch caches). */
  targetReadOnly?: boolean;
  cwd?: string;
  env?: Record<string, string>;
}

/** Runs a command of the toolchain in the job's sandbox, within the job's remaining time. */
export function runInJob(
  job: CargoJob,
  command: string,
  args: string[],
  options: CargoRunOptions = {},
): Promise<SandboxResult> {
  const { toolchain, source, config } = job;
  const mounts: SandboxMount[] = [
    ...toolchain.mounts,
    ...source.mounts,
    { source: job.crateDir, target: SANDBOX_CRATE, writable: true },
    { source: job.outDir, target: SANDBOX_OUT, writable: true },
    { source: job.targetDir, target: SANDBOX_TARGET, writable: !options.targetReadOnly },
    { source: source.cargoHomeDir, target: SANDBOX_CARGO_HOME, writable: !options.targetReadOnly },
  ];
  const remaining = Math.max(1, Math.round(job.deadline - performance.now()));
  const env: Record<string, string> = {
    PATH: `${toolchain.sysroot}/bin:/usr/local/bin:/usr/bin:/bin`,
    HOME: "/tmp",
    LANG: "C.UTF-8",
    TZ: "UTC",
    CARGO_HOME: SANDBOX_CARGO_HOME,
    CARGO_TARGET_DIR: SANDBOX_TARGET,
    RUSTC: toolchain.rustc,
    CARGO_TERM_COLOR: "never",
    CARGO_INCREMENTAL: "0",
    ...(toolchain.wasmLinker
      ? { CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER: toolchain.wasmLinker }
      : {}),
    CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS: [
      `--remap-path-prefix=${SANDBOX_CRATE}=/crate`,
      `--remap-path-prefix=${SANDBOX_CARGO_HOME}=/cargo`,
      `--remap-path-prefix=${SANDBOX_VENDOR}=/vendor`,
    ].join(" "),
    ...options.env,
  };
  return runSandboxed({
    rootDir: toolchain.rootDir,
    command,
    args,
    cwd: options.cwd ?? SANDBOX_CRATE,
    mounts,
    env,
    network: options.network ?? "none",
    limits: { ...config.limits, timeoutMs: remaining },
    signal: job.signal,
    onOutput: job.onOutput,
  });
}
