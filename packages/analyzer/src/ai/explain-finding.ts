import { createHash } from "node:crypto";
import type { Finding } from "../result-schema.ts";
import type { AiProviderConfig } from "./ai-provider-config.ts";
import { type AskOptions, askStructured } from "./ask-structured.ts";
import { buildFindingPrompt, FINDING_SYSTEM_PROMPT } from "./build-finding-prompt.ts";
import { type FindingExplanation, findingExplanationSchema } from "./finding-explanation-schema.ts";

export type ExplainFindingOptions = AskOptions;

/** Cache key of an answer: sha256 of model, prompt and code, so any change asks again. */
export function explanationCacheKey(model: string, prompt: string, code: string): string {
  return createHash("sha256").update(`${model}\u0000${prompt}\u0000${code}`).digest("hex");
}

/** The prompt and cache key of a finding, without calling the model. */
export function prepareFindingExplanation(
  config: AiProviderConfig,
  finding: Finding,
  source: string,
) {
  const { prompt, code } = buildFindingPrompt(finding, source);
  return {
    prompt,
    code,
    cacheKey: explanationCacheKey(config.model, `${FINDING_SYSTEM_PROMPT}\n${prompt}`, code),
  };
}

/**
 * Asks an OpenAI-compatible model about one finding (temperature 0) and validates the answer
 * against findingExplanationSchema. Throws AiTimeoutError after `timeoutMs`, AiInvalidAnswerError
 * for answers that do not fit the schema and AiProviderError for HTTP errors.
 */
export async function explainFinding(
  config: AiProviderConfig,
  finding: Finding,
  source: string,
  options: ExplainFindingOptions,
): Promise<FindingExplanation> {
  const { prompt } = buildFindingPrompt(finding, source);
  return askStructured(
    config,
    { schema: findingExplanationSchema, system: FINDING_SYSTEM_PROMPT, prompt },
    options,
  );
}
