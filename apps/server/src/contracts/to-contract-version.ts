import type { ContractVersion } from "@contract-platform/api";
import type { ContractVersionRow } from "../db/schema.ts";

export function toContractVersion(
  row: ContractVersionRow,
  current: number | null,
): ContractVersion {
  return {
    version: row.version,
    kind: row.kind,
    note: row.note,
    fileCount: row.files.length,
    createdAt: new Date(row.created_at).toISOString(),
    createdBy: row.created_by,
    current: row.version === current,
  };
}
