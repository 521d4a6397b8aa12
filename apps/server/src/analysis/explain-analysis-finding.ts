import type { Finding } from "@contract-platform/analyzer";
import { explainFinding, prepareFindingExplanation } from "@contract-platform/analyzer/ai";
import { type ExplainFindingResponse, findingExplanationSchema } from "@contract-platform/api";
import type { ContractRow } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import type { AnalysisDeps } from "./analysis-deps.ts";
import { type AiSettings, askAiCached, requireAiProvider } from "./ask-ai-cached.ts";
import { loadLatestAnalysis } from "./load-latest-analysis.ts";

export type { AiSettings } from "./ask-ai-cached.ts";

/**
 * The AI assistant's explanation of one finding of the contract's latest analysis. Answers are
 * cached by sha256(model, prompt, code); a cached answer costs nothing, a new one counts against
 * the caller's daily budget (UTC days from the injected clock) unless the call fails.
 */
export async function explainAnalysisFinding(
  deps: AnalysisDeps,
  ai: AiSettings,
  userId: string,
  contract: ContractRow,
  findingId: string,
): Promise<ExplainFindingResponse> {
  const provider = requireAiProvider(ai);
  const record = await loadLatestAnalysis(deps, contract);
  const finding = [record.solidity, record.crate]
    .flatMap((result) => result?.findings ?? [])
    .find((f) => f.id === findingId) as Finding | undefined;
  if (!finding) {
    throw new HttpError(404, "finding_not_found", "Finding not found in the latest analysis");
  }
  const source =
    finding.language === "solidity"
      ? (record.sources.solidity?.content ?? "")
      : (record.sources.crate.find((f) => f.path === finding.location.file)?.content ?? "");
  const { cacheKey } = prepareFindingExplanation(provider, finding, source);
  const { answer, model, cached } = await askAiCached(deps, ai, userId, {
    cacheKey,
    schema: findingExplanationSchema,
    ask: (config, options) => explainFinding(config, finding, source, options),
  });
  return { findingId, model, cached, explanation: answer };
}
