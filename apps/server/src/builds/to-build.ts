import type {
  Build,
  BuildArtifact,
  BuildSummary,
  CargoDiagnostic,
  CratePolicyViolation,
} from "@contract-platform/api";
import type { Selectable } from "kysely";
import type { BuildTables } from "./build-tables.ts";

export type BuildRow = Selectable<BuildTables["builds"]>;

export function toBuildSummary(row: BuildRow, contractName: string): BuildSummary {
  const artifacts = row.artifacts as BuildArtifact[];
  const main = artifacts.find((artifact) => artifact.sha256 === row.checksum) ?? null;
  return {
    id: row.id,
    contractId: row.contract_id,
    contractName,
    contractVersion: row.contract_version,
    status: row.status,
    checksum: row.checksum,
    sizeBytes: row.size_bytes,
    fileName: main?.fileName ?? null,
    valid: main ? main.validation.ok : null,
    reusedFrom: row.reused_from,
    jobId: row.job_id,
    error: row.error,
    createdAt: row.created_at.toISOString(),
    startedAt: row.started_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

export function toBuild(row: BuildRow, contractName: string): Build {
  return {
    ...toBuildSummary(row, contractName),
    artifacts: row.artifacts as BuildArtifact[],
    diagnostics: row.diagnostics as CargoDiagnostic[],
    violations: row.violations as CratePolicyViolation[],
    log: row.log,
    toolchain: (row.toolchain as Build["toolchain"]) ?? null,
    cargoLock: row.cargo_lock,
    cancelRequested: row.cancel_requested_at !== null,
  };
}
