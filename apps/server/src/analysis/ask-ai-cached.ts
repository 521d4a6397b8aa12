import {
  AiInvalidAnswerError,
  type AiProviderConfig,
  AiTimeoutError,
} from "@contract-platform/analyzer/ai";
import { AI_NOT_CONFIGURED_MESSAGE, AI_NOT_COUNTED_NOTE } from "@contract-platform/api";
import type { z } from "zod";
import { HttpError } from "../http/http-error.ts";
import type { AnalysisDeps } from "./analysis-deps.ts";
import { refundAiRequest } from "./refund-ai-request.ts";
import { reserveAiRequest } from "./reserve-ai-request.ts";

export interface AiSettings {
  provider: AiProviderConfig | null;
  timeoutMs: number;
  dailyRequests: number;
}

export interface AiQuestion<T> {
  /** sha256(model, prompt, code) of the question. */
  cacheKey: string;
  /** Validates cached answers (they are stored as they were validated). */
  schema: z.ZodType<T>;
  ask: (provider: AiProviderConfig, options: { timeoutMs: number }) => Promise<T>;
}

/** The configured provider, or 503 with how to configure one. */
export function requireAiProvider(ai: AiSettings): AiProviderConfig {
  if (!ai.provider) throw new HttpError(503, "ai_not_configured", AI_NOT_CONFIGURED_MESSAGE);
  return ai.provider;
}

/** A cached answer for this key, or null; never calls the model nor counts anything. */
export async function findCachedAnswer<T>(
  deps: Pick<AnalysisDeps, "db">,
  cacheKey: string,
  schema: z.ZodType<T>,
): Promise<{ answer: T; model: string } | null> {
  const row = await deps.db
    .selectFrom("ai_answers")
    .selectAll()
    .where("cache_key", "=", cacheKey)
    .executeTakeFirst();
  if (!row) return null;
  const parsed = schema.safeParse(row.answer);
  return parsed.success ? { answer: parsed.data, model: row.model } : null;
}

/**
 * One question to the AI assistant: served from `ai_answers` when the same model was asked the
 * same prompt about the same code (free), else reserved against the caller's daily budget, asked,
 * stored. A call that fails — provider error, timeout or an answer that does not fit — is
 * refunded, and answered 502/504 with a message per kind of failure.
 */
export async function askAiCached<T>(
  deps: AnalysisDeps,
  ai: AiSettings,
  userId: string,
  question: AiQuestion<T>,
): Promise<{ answer: T; model: string; cached: boolean }> {
  const provider = requireAiProvider(ai);
  const cached = await findCachedAnswer(deps, question.cacheKey, question.schema);
  if (cached) return { ...cached, cached: true };

  // The day is fixed when reserving so a refund after midnight gives back the right day.
  const day = deps.clock.now().toISOString().slice(0, 10);
  await reserveAiRequest(deps, userId, day, ai.dailyRequests);
  let answer: T;
  try {
    answer = await question.ask(provider, { timeoutMs: ai.timeoutMs });
  } catch (caught) {
    await refundAiRequest(deps, userId, day);
    const error = caught instanceof Error ? caught : new Error(String(caught));
    deps.logger.warn({ err: error, userId }, "AI assistant request failed");
    if (error instanceof AiTimeoutError) {
      throw new HttpError(504, "ai_timeout", `${error.message}. ${AI_NOT_COUNTED_NOTE}`);
    }
    if (error instanceof AiInvalidAnswerError) {
      throw new HttpError(
        502,
        "ai_invalid_answer",
        `The AI assistant's answer did not fit the expected format. ${AI_NOT_COUNTED_NOTE}`,
      );
    }
    throw new HttpError(502, "ai_failed", `${error.message}. ${AI_NOT_COUNTED_NOTE}`);
  }
  await deps.db
    .insertInto("ai_answers")
    .values({
      cache_key: question.cacheKey,
      model: provider.model,
      answer: JSON.stringify(answer),
      created_at: deps.clock.now(),
    })
    .onConflict((oc) => oc.column("cache_key").doNothing())
    .execute();
  return { answer, model: provider.model, cached: false };
}
