import { ANALYSIS_NOT_FOUND_MESSAGE, type AnalysisRecord } from "@contract-platform/api";
import type { ContractRow } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import type { AnalysisDeps } from "./analysis-deps.ts";
import { toAnalysisRecord } from "./to-analysis-record.ts";

/** The contract's latest analysis; 404 'This contract has not been analysed yet' without one. */
export async function loadLatestAnalysis(
  deps: Pick<AnalysisDeps, "db">,
  contract: ContractRow,
): Promise<AnalysisRecord> {
  const row = await deps.db
    .selectFrom("analyses")
    .selectAll()
    .where("contract_id", "=", contract.id)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, "analysis_not_found", ANALYSIS_NOT_FOUND_MESSAGE);
  return toAnalysisRecord(row);
}
