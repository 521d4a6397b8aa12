import type { AnalysedSources, AnalysisRecord } from "@contract-platform/api";
import type { Selectable } from "kysely";
import type { AnalysisTables } from "./analysis-tables.ts";

export type AnalysisRow = Selectable<AnalysisTables["analyses"]>;

/** An analyses row as the API answers it. */
export function toAnalysisRecord(row: AnalysisRow): AnalysisRecord {
  const result = row.result as Pick<AnalysisRecord, "solidity" | "crate"> & {
    sources: AnalysedSources;
  };
  return {
    id: row.id,
    contractId: row.contract_id,
    version: row.version,
    contractVersion: row.contract_version,
    createdAt: new Date(row.created_at).toISOString(),
    solidity: result.solidity ?? null,
    crate: result.crate ?? null,
    sources: result.sources ?? { solidity: null, crate: [] },
  };
}
