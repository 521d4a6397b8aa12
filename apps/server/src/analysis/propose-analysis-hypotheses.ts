import {
  confirmHypotheses,
  prepareHypotheses,
  proposeHypotheses,
} from "@contract-platform/analyzer/ai";
import { type HypothesesResponse, proposedIssuesSchema } from "@contract-platform/api";
import type { ContractRow } from "../db/schema.ts";
import type { AnalysisDeps } from "./analysis-deps.ts";
import { analysisHypothesisCode } from "./analysis-hypothesis-code.ts";
import { type AiSettings, askAiCached, requireAiProvider } from "./ask-ai-cached.ts";
import { loadLatestAnalysis } from "./load-latest-analysis.ts";

/**
 * Asks the AI assistant for possible issues the detectors of the latest analysis did not report.
 * They are answered as hypotheses, apart from the findings (which are never changed); one is
 * "confirmed" only when a finding of its detector id overlaps its lines. Cached and budgeted like
 * the other AI answers.
 */
export async function proposeAnalysisHypotheses(
  deps: AnalysisDeps,
  ai: AiSettings,
  userId: string,
  contract: ContractRow,
): Promise<HypothesesResponse> {
  const provider = requireAiProvider(ai);
  const record = await loadLatestAnalysis(deps, contract);
  const code = analysisHypothesisCode(record);
  const { cacheKey } = prepareHypotheses(provider, code);
  const { answer, model, cached } = await askAiCached(deps, ai, userId, {
    cacheKey,
    schema: proposedIssuesSchema,
    ask: async (config, options) => ({
      hypotheses: await proposeHypotheses(config, code, options),
    }),
  });
  return {
    analysisId: record.id,
    model,
    cached,
    hypotheses: confirmHypotheses(answer.hypotheses, code.findings, code.solidity?.file ?? null),
  };
}
