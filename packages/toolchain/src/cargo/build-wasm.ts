import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type {
  CargoDiagnostic,
  CratePolicyViolation,
  WasmValidationReport,
} from "@contract-platform/api";
import { findCrateEntryPoints } from "../crate/find-crate-entry-points.ts";
import { listCrateSources } from "../crate/list-crate-sources.ts";
import { validateWasm } from "../wasm/validate-wasm.ts";
import {
  type CargoJob,
  closeCargoJob,
  runInJob,
  SANDBOX_CRATE,
  SANDBOX_OUT,
  SANDBOX_TARGET,
} from "./cargo-job.ts";
import { parseCargoMessages } from "./parse-cargo-messages.ts";
import { type CargoJobOptions, startCargoJob } from "./start-cargo-job.ts";

export interface WasmArtifact {
  /** The package (crate) name. */
  packageName: string;
  /** File name of the artifact: <lib name>.wasm. */
  fileName: string;
  wasm: Uint8Array;
  /** Lower-case hex SHA-256 of the optimised wasm (what a chain reports as the code checksum). */
  sha256: string;
  sizeBytes: number;
  /** Size before wasm-opt. */
  unoptimizedSizeBytes: number;
  validation: WasmValidationReport;
}

export interface WasmBuildResult {
  /**
   * succeeded: every artifact built and validates; invalid: built, but a validation failed;
   * compile-error: cargo failed (see diagnostics); unsupported: the toolchain cannot build wasm.
   */
  status:
    | "succeeded"
    | "invalid"
    | "compile-error"
    | "refused"
    | "unsupported"
    | "timed-out"
    | "cancelled";
  artifacts: WasmArtifact[];
  violations: CratePolicyViolation[];
  diagnostics: CargoDiagnostic[];
  /** The Cargo.lock the build used (the crate's own, or the one cargo resolved). */
  cargoLock: string | null;
  log: string;
  toolchain: {
    rustc: string;
    cargo: string;
    wasmOpt: string | null;
    linker: string | null;
    crates: string;
  } | null;
  durationMs: number;
}

export interface BuildWasmOptions extends CargoJobOptions {}

/** Flags for wasm-opt: size first, no debug info, and the features a CosmWasm VM accepts. */
export const WASM_OPT_FLAGS = [
  "-Oz",
  "--strip-debug",
  "--enable-sign-ext",
  "--enable-mutable-globals",
];

/**
 * Builds every cdylib package of the crate for wasm32-unknown-unknown in the sandbox
 * (`cargo build --release --lib`, one package at a time so that a workspace member used as a
 * "library" by another still gets its entry points), then `wasm-opt -Oz`, then validates each
 * artifact against the crate's own entry points. The crate is built under fixed paths
 * (/sandbox/crate, /sandbox/target) with those paths remapped, so the same input gives the
 * same bytes from any directory.
 */
export async function buildWasm(
  crateDir: string,
  options: BuildWasmOptions,
): Promise<WasmBuildResult> {
  const started = performance.now();
  const done = (partial: Omit<WasmBuildResult, "durationMs">): WasmBuildResult => ({
    ...partial,
    durationMs: Math.round(performance.now() - started),
  });
  const start = await startCargoJob(crateDir, options);
  if (!start.started) {
    return done({
      status: start.status === "failed" ? "compile-error" : start.status,
      artifacts: [],
      violations: start.violations,
      diagnostics: start.diagnostics,
      cargoLock: null,
      log: start.log.join("\n"),
      toolchain: null,
    });
  }
  const { job, layout, log } = start;
  const toolchain = {
    rustc: job.toolchain.rustcVersion,
    cargo: job.toolchain.cargoVersion,
    wasmOpt: job.toolchain.wasmOptVersion,
    linker: job.toolchain.wasmLinkerLabel,
    crates: job.source.label,
  };
  const fail = (
    status: WasmBuildResult["status"],
    message: string | null,
    diagnostics: CargoDiagnostic[] = [],
  ) => {
    if (message) log.push(message);
    return done({
      status,
      artifacts: [],
      violations: [],
      diagnostics,
      cargoLock: readLock(job),
      log: log.join("\n"),
      toolchain,
    });
  };
  try {
    const unsupported = whyCannotBuildWasm(job);
    if (unsupported) return fail("unsupported", unsupported);
    const packages = layout.packages.filter((pkg) => pkg.crateTypes.includes("cdylib"));
    if (packages.length === 0) {
      return fail(
        "compile-error",
        'No package of the crate is a cdylib: add [lib] crate-type = ["cdylib", "rlib"] to Cargo.toml.',
      );
    }
    const diagnostics: CargoDiagnostic[] = [];
    for (const pkg of packages) {
      const args = [
        "build",
        "--release",
        "--target",
        "wasm32-unknown-unknown",
        "--lib",
        "-p",
        pkg.name,
        "--message-format=json",
      ];
      log.push(`$ cargo ${args.join(" ")}`);
      // The copy happens under the same lock as the build: another job sharing the target cache
      // cannot overwrite the artifact in between.
      const built = await runInJob(
        job,
        "flock",
        [
          `${SANDBOX_TARGET}/.platform-build.lock`,
          "sh",
          "-c",
          'cargo "$@" && cp "$ARTIFACT" "$RAW"',
          "sh",
          ...args,
        ],
        {
          env: {
            ARTIFACT: `${SANDBOX_TARGET}/wasm32-unknown-unknown/release/${pkg.libName}.wasm`,
            RAW: `${SANDBOX_OUT}/${pkg.libName}.raw.wasm`,
          },
        },
      );
      const messages = parseCargoMessages(built.stdout, SANDBOX_CRATE);
      diagnostics.push(...messages.diagnostics);
      log.push(built.stderr.trimEnd());
      if (built.cancelled) return fail("cancelled", "Cancelled.", diagnostics);
      if (built.timedOut) return fail("timed-out", "The build ran out of time.", diagnostics);
      if (built.exitCode !== 0) return fail("compile-error", null, diagnostics);
    }

    const artifacts: WasmArtifact[] = [];
    for (const pkg of packages) {
      const raw = `${SANDBOX_OUT}/${pkg.libName}.raw.wasm`;
      const optimized = `${SANDBOX_OUT}/${pkg.libName}.wasm`;
      log.push(
        `$ wasm-opt ${WASM_OPT_FLAGS.join(" ")} ${pkg.libName}.raw.wasm -o ${pkg.libName}.wasm`,
      );
      const opt = await runInJob(
        job,
        job.toolchain.wasmOpt!,
        [...WASM_OPT_FLAGS, raw, "-o", optimized],
        {
          cwd: SANDBOX_OUT,
        },
      );
      if (opt.stderr.trim()) log.push(opt.stderr.trimEnd());
      if (opt.cancelled) return fail("cancelled", "Cancelled.", diagnostics);
      if (opt.timedOut) return fail("timed-out", "wasm-opt ran out of time.", diagnostics);
      if (opt.exitCode !== 0)
        return fail("compile-error", `wasm-opt failed (exit ${opt.exitCode}).`, diagnostics);
      const wasm = new Uint8Array(readFileSync(join(job.outDir, `${pkg.libName}.wasm`)));
      const unoptimized = readFileSync(join(job.outDir, `${pkg.libName}.raw.wasm`)).byteLength;
      const crate = findCrateEntryPoints(listCrateSources(job.crateDir, pkg.dir));
      const validation = validateWasm(wasm, { maxSizeBytes: job.config.maxWasmBytes, crate });
      const sha256 = createHash("sha256").update(wasm).digest("hex");
      log.push(
        `${pkg.libName}.wasm: ${wasm.byteLength} bytes (${unoptimized} before wasm-opt), sha256 ${sha256}, ${validation.ok ? "valid" : "INVALID"}`,
      );
      for (const problem of validation.problems)
        log.push(`  ${problem.severity}: ${problem.message}`);
      artifacts.push({
        packageName: pkg.name,
        fileName: `${pkg.libName}.wasm`,
        wasm,
        sha256,
        sizeBytes: wasm.byteLength,
        unoptimizedSizeBytes: unoptimized,
        validation,
      });
    }
    return done({
      status: artifacts.every((artifact) => artifact.validation.ok) ? "succeeded" : "invalid",
      artifacts,
      violations: [],
      diagnostics,
      cargoLock: readLock(job),
      log: log.join("\n"),
      toolchain,
    });
  } finally {
    closeCargoJob(job);
  }
}

function whyCannotBuildWasm(job: CargoJob): string | null {
  const { toolchain } = job;
  if (!toolchain.hasWasm32Std) {
    return `${toolchain.rustcVersion} has no standard library for wasm32-unknown-unknown: run 'rustup target add wasm32-unknown-unknown', install Debian's libstd-rust-dev-wasm32, or set CARGO/RUSTC to a toolchain that has it.`;
  }
  if (!toolchain.wasmLinkerLabel) {
    return "No linker for wasm32 found: install lld (wasm-ld) or rust-lld, or set WASM_LINKER.";
  }
  if (!toolchain.wasmOpt) {
    return "wasm-opt (binaryen) is required: rustc's wasm needs it before a CosmWasm 2.x chain accepts it. Install binaryen (apt-get install binaryen) or set WASM_OPT.";
  }
  return null;
}

function readLock(job: CargoJob): string | null {
  const path = join(job.crateDir, "Cargo.lock");
  return existsSync(path) ? readFileSync(path, "utf8") : null;
}
