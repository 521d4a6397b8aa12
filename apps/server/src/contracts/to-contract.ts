import {
  type Contract,
  type ContractDiagnostic,
  type ContractLanguage,
  type ContractStatus,
  contractConfigSchema,
} from "@contract-platform/api";
import type { ContractRow } from "../db/schema.ts";

const iso = (value: Date | string) => new Date(value).toISOString();

/** The columns toContract reads: what lists select instead of every column. */
export const contractColumns = [
  "contracts.id",
  "contracts.user_id",
  "contracts.name",
  "contracts.file_name",
  "contracts.language",
  "contracts.status",
  "contracts.source_hash",
  "contracts.source_size",
  "contracts.converted_path",
  "contracts.error_message",
  "contracts.current_version",
  "contracts.config",
  "contracts.diagnostics",
  "contracts.last_job_id",
  "contracts.created_at",
  "contracts.updated_at",
  "contracts.last_activity_at",
] as const;

/** A contracts row as the API shows it (`project` when the row was read with it: not in lists). */
export function toContract(
  row: Omit<ContractRow, "source_path" | "metadata" | "project" | "list_json"> & {
    project?: ContractRow["project"];
  },
): Contract {
  const config = contractConfigSchema.safeParse(row.config ?? {});
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    fileName: row.file_name,
    language: row.language as ContractLanguage,
    status: row.status as ContractStatus,
    sourceHash: row.source_hash,
    sourceSize: row.source_size,
    convertedPath: row.converted_path,
    errorMessage: row.error_message,
    currentVersion: row.current_version,
    config: config.success ? config.data : contractConfigSchema.parse({}),
    diagnostics: (row.diagnostics ?? []) as ContractDiagnostic[],
    lastJobId: row.last_job_id,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    lastActivityAt: iso(row.last_activity_at),
    ...(row.project !== undefined ? { project: row.project } : {}),
  };
}
