import type { CosmWasmSide } from "@contract-platform/api";
import { findVersion, loadVersionFiles } from "../contracts/load-version-files.ts";
import type { ContractRow } from "../db/schema.ts";
import type { WasmEngineInput } from "./compare-on-both-sides.ts";
import type { TestingDeps } from "./testing-deps.ts";

export interface ResolvedCosmWasmSide {
  side: CosmWasmSide;
  /** The engine to run the CosmWasm side with; null when it cannot run (`side.reason` says why). */
  engine: WasmEngineInput | null;
  /** The crate's conversion.json (locates steps in the Rust even when nothing runs there). */
  report: unknown | null;
}

function unavailable(reason: string, report: unknown | null = null): ResolvedCosmWasmSide {
  return { side: { available: false, engine: null, reason, errors: [] }, engine: null, report };
}

/** The crate's conversion.json: at its root, or the main crate's in a workspace. */
function findReport(files: { path: string; content: string }[]): unknown | null {
  const candidates = files
    .filter((file) => file.path === "conversion.json" || file.path.endsWith("/conversion.json"))
    .sort((a, b) => a.path.split("/").length - b.path.split("/").length);
  for (const file of candidates) {
    try {
      return JSON.parse(file.content);
    } catch {
      // an edited, unreadable report: try the next one
    }
  }
  return null;
}

/**
 * What can run the CosmWasm side of a test run for this crate version, or why nothing can: the
 * version's conversion.json (how to drive its messages) and its wasm build.
 */
export async function resolveCosmWasmSide(
  deps: TestingDeps,
  contract: ContractRow,
  version: number | null,
): Promise<ResolvedCosmWasmSide> {
  if (version === null) {
    return unavailable(
      "The contract has not been converted yet: only the original ran, on the EVM.",
    );
  }
  const row = await findVersion(deps, contract, version);
  const files = await loadVersionFiles(deps, contract, row);
  const report = findReport(files);
  if (report === null) {
    return unavailable(
      `Version ${version} has no readable conversion.json, so its messages cannot be driven from the scenarios.`,
    );
  }
  return unavailable(
    `Version ${version} has no wasm build: this server cannot build crates to wasm yet, so only the original ran, on the EVM.`,
    report,
  );
}
