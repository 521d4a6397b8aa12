import {
  hintImpactScore,
  type OptimizationContractSummary,
  type OptimizationHint,
  type OptimizationHintsResponse,
} from "@contract-platform/api";
import { sql } from "kysely";
import type { Caller } from "../contracts/contract-deps.ts";
import type { AnalysisDeps } from "./analysis-deps.ts";
import { toAnalysisRecord } from "./to-analysis-record.ts";

/**
 * Hints from the latest analysis of each of the caller's own contracts (admins included), ranked
 * by impact score, highest first; contracts are summarised in the same order of their top hint.
 */
export async function listOptimizationHints(
  deps: Pick<AnalysisDeps, "db">,
  caller: Caller,
): Promise<OptimizationHintsResponse> {
  const rows = await deps.db
    .selectFrom("analyses")
    .innerJoin("contracts", "contracts.id", "analyses.contract_id")
    .where("contracts.user_id", "=", sql<string>`${caller.userId}::uuid`)
    .distinctOn("analyses.contract_id")
    .selectAll("analyses")
    .select("contracts.name as contract_name")
    .orderBy("analyses.contract_id")
    .orderBy("analyses.version", "desc")
    .execute();

  const hints: OptimizationHint[] = [];
  const contracts: OptimizationContractSummary[] = [];
  for (const row of rows) {
    const record = toAnalysisRecord(row);
    const own: OptimizationHint[] = [];
    for (const result of [record.solidity, record.crate]) {
      for (const hint of result?.hints ?? []) {
        own.push({
          contractId: record.contractId,
          contractName: row.contract_name,
          analysisId: record.id,
          side: hint.language,
          hintId: hint.id,
          ruleId: hint.ruleId,
          kind: hint.kind,
          impact: hint.impact,
          impactScore: hintImpactScore(hint),
          title: hint.title,
          message: hint.message,
          recommendation: hint.recommendation,
          location: hint.location,
        });
      }
    }
    hints.push(...own);
    contracts.push({
      contractId: record.contractId,
      contractName: row.contract_name,
      analysisId: record.id,
      analyzedAt: record.createdAt,
      hintCount: own.length,
      solidityHints: own.filter((h) => h.side === "solidity").length,
      cosmwasmHints: own.filter((h) => h.side === "cosmwasm").length,
      totalImpact: own.reduce((sum, h) => sum + h.impactScore, 0),
      topImpact: Math.max(0, ...own.map((h) => h.impactScore)),
    });
  }
  const byName = (a: { contractName: string }, b: { contractName: string }) =>
    a.contractName.localeCompare(b.contractName);
  hints.sort(
    (a, b) =>
      b.impactScore - a.impactScore || byName(a, b) || a.location.startLine - b.location.startLine,
  );
  contracts.sort(
    (a, b) => b.topImpact - a.topImpact || b.totalImpact - a.totalImpact || byName(a, b),
  );
  return { hints, contracts };
}
