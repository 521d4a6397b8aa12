import type { AnalysisResponse } from "@contract-platform/api";
import { sql } from "kysely";
import { toContractJob } from "../contracts/to-contract-job.ts";
import type { ContractRow } from "../db/schema.ts";
import { ANALYZE_CONTRACT_JOB, type AnalysisDeps } from "./analysis-deps.ts";
import { compareAnalyses } from "./compare-analyses.ts";
import { toAnalysisRecord } from "./to-analysis-record.ts";

/** The contract's latest analysis, what changed since the one before, and the latest analysis job. */
export async function getLatestAnalysis(
  deps: AnalysisDeps,
  contract: ContractRow,
  ai: AnalysisResponse["ai"],
): Promise<AnalysisResponse> {
  const rows = await deps.db
    .selectFrom("analyses")
    .selectAll()
    .where("contract_id", "=", contract.id)
    .orderBy("version", "desc")
    .limit(2)
    .execute();
  const [latest, previous] = rows.map(toAnalysisRecord);
  const jobRow = await deps.db
    .selectFrom("jobs")
    .select("id")
    .where("type", "=", ANALYZE_CONTRACT_JOB)
    .where(sql<string>`payload->>'contractId'`, "=", contract.id)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  const job = jobRow ? await deps.jobs.get(jobRow.id) : null;
  return {
    analysis: latest ?? null,
    changes: latest && previous ? compareAnalyses(previous, latest) : null,
    job: job ? toContractJob(job) : null,
    ai,
  };
}
