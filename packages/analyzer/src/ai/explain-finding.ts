import { createHash } from "node:crypto";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateObject, streamObject } from "ai";
import type { Finding } from "../result-schema.ts";
import { type AiProviderConfig, AiProviderError, AiTimeoutError } from "./ai-provider-config.ts";
import { buildFindingPrompt, FINDING_SYSTEM_PROMPT } from "./build-finding-prompt.ts";
import { type FindingExplanation, findingExplanationSchema } from "./finding-explanation-schema.ts";

export interface ExplainFindingOptions {
  timeoutMs: number;
  /** Ask for a streamed reply (server-sent chunks) instead of one JSON body. */
  stream?: boolean;
}

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
 * against findingExplanationSchema. Throws AiTimeoutError after `timeoutMs` and AiProviderError
 * for HTTP errors or answers that do not fit the schema.
 */
export async function explainFinding(
  config: AiProviderConfig,
  finding: Finding,
  source: string,
  options: ExplainFindingOptions,
): Promise<FindingExplanation> {
  const provider = createOpenAICompatible({
    name: "ai-assistant",
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
  });
  const model = provider.chatModel(config.model);
  const { prompt } = buildFindingPrompt(finding, source);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  const request = {
    model,
    schema: findingExplanationSchema,
    system: FINDING_SYSTEM_PROMPT,
    prompt,
    temperature: 0,
    maxRetries: 0,
    abortSignal: controller.signal,
  };
  try {
    let object: unknown;
    if (options.stream) {
      let streamError: unknown = null;
      const result = streamObject({
        ...request,
        onError: ({ error }) => {
          streamError = error;
        },
      });
      // The final object settles once the stream has been read to its end.
      for await (const _partial of result.partialObjectStream) {
        // partial objects are not shown; only the validated final answer is used
      }
      if (streamError) throw streamError;
      object = await result.object;
    } else {
      object = (await generateObject(request)).object;
    }
    return findingExplanationSchema.parse(object);
  } catch (caught) {
    if (controller.signal.aborted) {
      throw new AiTimeoutError(
        `The AI assistant did not answer within ${Math.round(options.timeoutMs / 1000)} s`,
      );
    }
    const message = caught instanceof Error ? caught.message : String(caught);
    throw new AiProviderError(`The AI assistant failed: ${message}`);
  } finally {
    clearTimeout(timer);
  }
}
