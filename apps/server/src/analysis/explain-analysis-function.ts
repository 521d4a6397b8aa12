import {
  explainFunctionPair,
  pairFunctions,
  prepareFunctionPairExplanation,
} from "@contract-platform/analyzer/ai";
import { type ExplainFunctionResponse, functionExplanationSchema } from "@contract-platform/api";
import type { ContractRow } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import type { AnalysisDeps } from "./analysis-deps.ts";
import { type AiSettings, askAiCached, requireAiProvider } from "./ask-ai-cached.ts";
import { loadLatestAnalysis } from "./load-latest-analysis.ts";

/**
 * The AI assistant's explanation of one Solidity function and its Rust counterpart in the latest
 * analysis: what each side does and the differences to review, with lines on both sides. Cached
 * per pair by sha256(model, prompt, code) and budgeted like finding explanations.
 */
export async function explainAnalysisFunction(
  deps: AnalysisDeps,
  ai: AiSettings,
  userId: string,
  contract: ContractRow,
  pairId: string,
): Promise<ExplainFunctionResponse> {
  const provider = requireAiProvider(ai);
  const record = await loadLatestAnalysis(deps, contract);
  const code = { solidity: record.sources.solidity, crate: record.sources.crate };
  const pair = pairFunctions(code.solidity, code.crate).pairs.find((p) => p.id === pairId);
  if (!pair) {
    throw new HttpError(404, "function_not_found", "Function not found in the latest analysis");
  }
  const { cacheKey } = prepareFunctionPairExplanation(provider, pair, code);
  const { answer, model, cached } = await askAiCached(deps, ai, userId, {
    cacheKey,
    schema: functionExplanationSchema,
    ask: (config, options) => explainFunctionPair(config, pair, code, options),
  });
  return { pairId, model, cached, explanation: answer };
}
