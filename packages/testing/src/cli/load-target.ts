import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { convertSoliditySync } from "@contract-platform/converter";
import type { ContractReport, ConversionReport } from "@contract-platform/converter/scenario-test";
import {
  buildWasm,
  defaultToolchainConfig,
  type ToolchainConfig,
} from "@contract-platform/toolchain";
import { readCrateReport } from "../engine/read-crate-report.ts";

/** The toolchain from the same variables the server reads (README, Configuration). */
export function toolchainConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ToolchainConfig {
  return defaultToolchainConfig({
    rootDir: env.TOOLCHAIN_ROOT ?? "/",
    cargo: env.CARGO ?? null,
    rustc: env.RUSTC ?? null,
    wasmOpt: env.WASM_OPT ?? "wasm-opt",
    wasmLinker: env.WASM_LINKER ?? null,
    vendorDir: env.CARGO_VENDOR_DIR ?? null,
    cargoHome: env.CARGO_HOME ?? null,
  });
}

export const DEFAULT_POLICY = {
  allowBuildScripts: false,
  allowAnyDependency: false,
  extraAllowedCrates: [],
};

/** A crate (or workspace) to test: its directory, conversion.json and main crate. */
export interface CrateTarget {
  crateDir: string;
  report: ConversionReport;
  mainDir: string;
}

/** The crate in `dir` (its conversion.json, or the workspace's), or `file.sol` converted now. */
export function loadCrate(solidityPath: string, crateDir: string | undefined): CrateTarget {
  if (crateDir) return { crateDir, ...readCrateReport(crateDir) };
  const result = convertSoliditySync({
    source: readFileSync(solidityPath, "utf8"),
    fileName: basename(solidityPath),
  });
  if (!result.ok || !result.report) {
    const errors = result.diagnostics.filter((d) => d.severity === "error").map((d) => d.message);
    throw new Error(`${solidityPath} does not convert: ${errors.join("; ")}`);
  }
  const out = mkdtempSync(join(tmpdir(), "sol2cosmwasm-test-"));
  for (const [path, content] of Object.entries(result.files)) {
    mkdirSync(dirname(join(out, path)), { recursive: true });
    writeFileSync(join(out, path), content);
  }
  return { crateDir: out, ...readCrateReport(out) };
}

function sections(report: ConversionReport): ContractReport[] {
  return [report, ...(report.contracts ?? [])];
}

/**
 * The built wasm of every contract of the crate, by Solidity name: `--wasm Name=file` first,
 * then `<lib>.wasm` in `artifacts/` or cargo's release directory; with `build`, a sandboxed build.
 */
export async function findWasm(
  target: CrateTarget,
  given: Record<string, string>,
  build: boolean,
  log: (line: string) => void,
): Promise<Record<string, Uint8Array>> {
  const wasm: Record<string, Uint8Array> = {};
  for (const [name, file] of Object.entries(given)) wasm[name] = readFileSync(file);
  const dirs = ["artifacts", "target/wasm32-unknown-unknown/release"].map((d) =>
    join(target.crateDir, d),
  );
  for (const section of sections(target.report)) {
    const name = section.source.contract;
    if (wasm[name]) continue;
    const file = dirs.map((d) => join(d, `${section.target.lib}.wasm`)).find(existsSync);
    if (file) wasm[name] = readFileSync(file);
  }
  const missing = sections(target.report).filter((s) => !wasm[s.source.contract]);
  if (missing.length === 0 || !build) return wasm;
  log(`building ${missing.map((s) => s.source.contract).join(", ")} to wasm…`);
  const built = await buildWasm(target.crateDir, {
    config: toolchainConfigFromEnv(),
    policy: DEFAULT_POLICY,
  });
  if (built.status !== "succeeded") {
    throw new Error(
      `the wasm build ${built.status}:\n${built.log.split("\n").slice(-15).join("\n")}`,
    );
  }
  for (const artifact of built.artifacts) {
    const section = sections(target.report).find(
      (s) =>
        `${s.target.lib}.wasm` === artifact.fileName || s.target.crate === artifact.packageName,
    );
    if (section) wasm[section.source.contract] = artifact.wasm;
  }
  return wasm;
}
