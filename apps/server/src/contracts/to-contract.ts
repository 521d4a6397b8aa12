import {
  type Contract,
  type ContractDiagnostic,
  type ContractLanguage,
  type ContractStatus,
  contractConfigSchema,
} from "@contract-platform/api";
import type { ContractRow } from "../db/schema.ts";

const iso = (value: Date | string) => new Date(value).toISOString();

/** A contracts row as the API shows it. */
export function toContract(row: ContractRow): Contract {
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
  };
}
