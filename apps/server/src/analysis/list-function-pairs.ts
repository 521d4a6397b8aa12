import { pairFunctions, prepareFunctionPairExplanation } from "@contract-platform/analyzer/ai";
import {
  AI_NOT_CONFIGURED_MESSAGE,
  type FunctionPairsResponse,
  functionExplanationSchema,
} from "@contract-platform/api";
import type { ContractRow } from "../db/schema.ts";
import type { AnalysisDeps } from "./analysis-deps.ts";
import { type AiSettings, findCachedAnswer } from "./ask-ai-cached.ts";
import { loadLatestAnalysis } from "./load-latest-analysis.ts";

/**
 * The Solidity functions of the latest analysis paired with their Rust (deterministic, from the
 * conversion report the analysed crate carries), each with its cached AI explanation if any. It
 * never calls the model and works without one.
 */
export async function listFunctionPairs(
  deps: Pick<AnalysisDeps, "db">,
  ai: AiSettings,
  contract: ContractRow,
): Promise<FunctionPairsResponse> {
  const record = await loadLatestAnalysis(deps, contract);
  const code = { solidity: record.sources.solidity, crate: record.sources.crate };
  const { pairs, message } = pairFunctions(code.solidity, code.crate);
  const provider = ai.provider;
  const withExplanations = await Promise.all(
    pairs.map(async (pair) => {
      if (!provider) return { ...pair, explanation: null };
      const { cacheKey } = prepareFunctionPairExplanation(provider, pair, code);
      const cached = await findCachedAnswer(deps, cacheKey, functionExplanationSchema);
      return { ...pair, explanation: cached?.answer ?? null };
    }),
  );
  return {
    analysisId: record.id,
    message,
    pairs: withExplanations,
    ai: { configured: provider !== null, message: provider ? null : AI_NOT_CONFIGURED_MESSAGE },
  };
}
