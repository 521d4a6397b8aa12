import { confirmHypotheses, prepareHypotheses } from "@contract-platform/analyzer/ai";
import { type HypothesesResponse, proposedIssuesSchema } from "@contract-platform/api";
import type { ContractRow } from "../db/schema.ts";
import type { AnalysisDeps } from "./analysis-deps.ts";
import { analysisHypothesisCode } from "./analysis-hypothesis-code.ts";
import { type AiSettings, findCachedAnswer } from "./ask-ai-cached.ts";
import { loadLatestAnalysis } from "./load-latest-analysis.ts";

/**
 * The hypotheses already proposed for the latest analysis' code (cached), confirmed against its
 * findings; `hypotheses: null` when none were asked yet. Never calls the model.
 */
export async function getAnalysisHypotheses(
  deps: Pick<AnalysisDeps, "db">,
  ai: AiSettings,
  contract: ContractRow,
): Promise<HypothesesResponse> {
  const record = await loadLatestAnalysis(deps, contract);
  const none = { analysisId: record.id, model: null, cached: false, hypotheses: null };
  if (!ai.provider) return none;
  const code = analysisHypothesisCode(record);
  const { cacheKey } = prepareHypotheses(ai.provider, code);
  const cached = await findCachedAnswer(deps, cacheKey, proposedIssuesSchema);
  if (!cached) return none;
  return {
    analysisId: record.id,
    model: cached.model,
    cached: true,
    hypotheses: confirmHypotheses(
      cached.answer.hypotheses,
      code.findings,
      code.solidity?.file ?? null,
    ),
  };
}
