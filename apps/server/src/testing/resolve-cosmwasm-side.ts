import type { BuildArtifact, CargoDiagnostic, CosmWasmSide } from "@contract-platform/api";
import { artifactKey, type BuildDeps, WASM_ARTIFACTS_BUCKET } from "../builds/build-deps.ts";
import { startBuild } from "../builds/start-build.ts";
import { findVersion, loadVersionFiles } from "../contracts/load-version-files.ts";
import type { ContractRow } from "../db/schema.ts";
import type { WasmEngineInput } from "./compare-on-both-sides.ts";

export type ResolvedCosmWasmSide =
  | {
      side: CosmWasmSide;
      /** The engine to run the CosmWasm side with; null when it cannot run (`side.reason`). */
      engine: WasmEngineInput | null;
      /** The crate's conversion.json (locates steps in the Rust even when nothing runs there). */
      report: unknown | null;
      waitingForBuild?: undefined;
    }
  | { waitingForBuild: { buildId: string; version: number } };

function unavailable(reason: string, report: unknown | null = null, errors: string[] = []) {
  return { side: { available: false, engine: null, reason, errors }, engine: null, report };
}

/** The crate's conversion.json: at its root, or the shallowest one in a workspace. */
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

/** Every contract section of a report: one, or `contracts` of a workspace report. */
function sections(report: unknown): { contract: string; crate: string }[] {
  const list = Array.isArray((report as { contracts?: unknown }).contracts)
    ? ((report as { contracts: unknown[] }).contracts as unknown[])
    : [report];
  return list.flatMap((section) => {
    const s = section as { source?: { contract?: string }; target?: { crate?: string } };
    return s.source?.contract && s.target?.crate
      ? [{ contract: s.source.contract, crate: s.target.crate }]
      : [];
  });
}

function diagnosticLines(diagnostics: CargoDiagnostic[]): string[] {
  return diagnostics
    .filter((d) => d.severity === "error")
    .map((d) =>
      d.file ? `${d.file}:${d.line ?? "?"}:${d.column ?? "?"}: ${d.message}` : d.message,
    );
}

/**
 * What can run the CosmWasm side of a test run for this crate version, or plainly why nothing
 * can: its conversion.json (how to drive its messages) and its wasm build. Without a build of the
 * version one is started (the run waits for it); a build that failed gives its compiler errors.
 */
export async function resolveCosmWasmSide(
  deps: BuildDeps,
  contract: ContractRow,
  version: number | null,
  options: { startBuild: boolean } = { startBuild: true },
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
  const build = await deps.db
    .selectFrom("builds")
    .selectAll()
    .where("contract_id", "=", contract.id)
    .where("contract_version", "=", version)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  const retry = !build || build.status === "cancelled" || build.status === "timed-out";
  if (retry || build.status === "queued" || build.status === "running") {
    if (!options.startBuild) {
      return unavailable(
        build
          ? `Version ${version} is being built to wasm.`
          : `Version ${version} has not been built to wasm yet; a test run builds it first.`,
        report,
      );
    }
    if (retry && contract.user_id) {
      const started = await startBuild(
        deps,
        { userId: contract.user_id, role: "user" },
        contract.id,
        { version },
      );
      if (started.row.status === "queued" || started.row.status === "running") {
        return { waitingForBuild: { buildId: started.row.id, version } };
      }
      return resolveCosmWasmSide(deps, contract, version, { startBuild: false });
    }
    if (build) return { waitingForBuild: { buildId: build.id, version } };
  }
  if (!build) return unavailable(`Version ${version} has no wasm build.`, report);
  const why = build.error ? `: ${build.error}` : "";
  switch (build.status) {
    case "failed":
      return unavailable(
        `Version ${version} does not build${why}. Fix the compiler errors in the code review and save a new version.`,
        report,
        diagnosticLines(build.diagnostics as CargoDiagnostic[]),
      );
    case "refused":
      return unavailable(
        `The build policy refused version ${version}${why}.`,
        report,
        (build.violations as { message?: string }[]).map((v) => v.message ?? String(v)),
      );
    case "unsupported":
      return unavailable(`This server's Rust toolchain cannot build wasm${why}.`, report);
    case "invalid":
      return unavailable(
        `Version ${version} builds, but its wasm is not a valid CosmWasm contract${why}.`,
        report,
        (build.artifacts as BuildArtifact[]).flatMap((a) =>
          a.validation.ok ? [] : a.validation.problems.map((p) => `${a.fileName}: ${p.message}`),
        ),
      );
    case "succeeded":
      break;
    default:
      return unavailable(
        `The wasm build of version ${version} ended ${build.status}${why}.`,
        report,
      );
  }
  const wasm: Record<string, Uint8Array> = {};
  const artifacts = build.artifacts as BuildArtifact[];
  for (const section of sections(report)) {
    const artifact =
      artifacts.find((a) => a.packageName === section.crate) ??
      (artifacts.length === 1 ? artifacts[0] : undefined);
    if (!artifact) continue;
    const bytes = await deps.storage.get(WASM_ARTIFACTS_BUCKET, artifactKey(artifact.sha256));
    if (bytes) wasm[section.contract] = bytes;
  }
  if (Object.keys(wasm).length === 0) {
    return unavailable(
      `The wasm build of version ${version} has no artifact for the contracts conversion.json names.`,
      report,
    );
  }
  return {
    side: { available: true, engine: "wasm", reason: null, errors: [] },
    engine: { kind: "wasm", report, wasm },
    report,
  };
}
