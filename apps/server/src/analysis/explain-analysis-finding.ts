import type { Finding } from "@contract-platform/analyzer";
import {
  type AiProviderConfig,
  AiTimeoutError,
  explainFinding,
  prepareFindingExplanation,
} from "@contract-platform/analyzer/ai";
import {
  AI_NOT_CONFIGURED_MESSAGE,
  ANALYSIS_NOT_FOUND_MESSAGE,
  type ExplainFindingResponse,
  findingExplanationSchema,
} from "@contract-platform/api";
import { sql } from "kysely";
import type { ContractRow } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import type { AnalysisDeps } from "./analysis-deps.ts";
import { toAnalysisRecord } from "./to-analysis-record.ts";

export interface AiSettings {
  provider: AiProviderConfig | null;
  timeoutMs: number;
  dailyRequests: number;
}

/**
 * The AI assistant's explanation of one finding of the contract's latest analysis. Answers are
 * cached by sha256(model, prompt, code); a cached answer costs nothing, a new one counts against
 * the caller's daily budget (UTC days from the injected clock).
 */
export async function explainAnalysisFinding(
  deps: AnalysisDeps,
  ai: AiSettings,
  userId: string,
  contract: ContractRow,
  findingId: string,
): Promise<ExplainFindingResponse> {
  if (!ai.provider) throw new HttpError(503, "ai_not_configured", AI_NOT_CONFIGURED_MESSAGE);
  const row = await deps.db
    .selectFrom("analyses")
    .selectAll()
    .where("contract_id", "=", contract.id)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, "analysis_not_found", ANALYSIS_NOT_FOUND_MESSAGE);
  const record = toAnalysisRecord(row);
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
  const { cacheKey } = prepareFindingExplanation(ai.provider, finding, source);
  const cached = await deps.db
    .selectFrom("ai_answers")
    .selectAll()
    .where("cache_key", "=", cacheKey)
    .executeTakeFirst();
  if (cached) {
    return {
      findingId,
      model: cached.model,
      cached: true,
      explanation: findingExplanationSchema.parse(cached.answer),
    };
  }

  const day = deps.clock.now().toISOString().slice(0, 10);
  // Count the request first (atomically), so parallel requests cannot overspend the budget.
  const counted = await deps.db
    .insertInto("ai_usage")
    .values({ user_id: userId, day, requests: 1 })
    .onConflict((oc) =>
      oc
        .columns(["user_id", "day"])
        .doUpdateSet({ requests: sql<number>`ai_usage.requests + 1` })
        .where("ai_usage.requests", "<", ai.dailyRequests),
    )
    .returning("requests")
    .executeTakeFirst();
  if (!counted || counted.requests > ai.dailyRequests) {
    throw new HttpError(
      429,
      "ai_budget_exceeded",
      `Daily AI budget reached (${ai.dailyRequests} requests a day); it resets at midnight UTC`,
    );
  }
  try {
    const explanation = await explainFinding(ai.provider, finding, source, {
      timeoutMs: ai.timeoutMs,
    });
    await deps.db
      .insertInto("ai_answers")
      .values({
        cache_key: cacheKey,
        model: ai.provider.model,
        answer: JSON.stringify(explanation),
        created_at: deps.clock.now(),
      })
      .onConflict((oc) => oc.column("cache_key").doNothing())
      .execute();
    return { findingId, model: ai.provider.model, cached: false, explanation };
  } catch (caught) {
    const error = caught instanceof Error ? caught : new Error(String(caught));
    deps.logger.warn({ err: error, contractId: contract.id }, "AI assistant request failed");
    if (error instanceof AiTimeoutError) throw new HttpError(504, "ai_timeout", error.message);
    throw new HttpError(502, "ai_failed", error.message);
  }
}
