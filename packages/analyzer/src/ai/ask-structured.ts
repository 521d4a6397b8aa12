import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateObject, NoObjectGeneratedError, streamObject } from "ai";
import type { z } from "zod";
import {
  AiInvalidAnswerError,
  type AiProviderConfig,
  AiProviderError,
  AiTimeoutError,
} from "./ai-provider-config.ts";

export interface AskOptions {
  timeoutMs: number;
  /** Ask for a streamed reply (server-sent chunks) instead of one JSON body. */
  stream?: boolean;
}

function messageOf(caught: unknown): string {
  return caught instanceof Error ? caught.message : String(caught);
}

/**
 * Asks an OpenAI-compatible model for one JSON object (temperature 0, no retries) and validates it
 * against `schema`. Throws AiTimeoutError after `timeoutMs`, AiInvalidAnswerError when the reply
 * is not JSON fitting the schema, and AiProviderError for HTTP and network errors.
 */
export async function askStructured<T extends z.ZodType>(
  config: AiProviderConfig,
  question: { schema: T; system: string; prompt: string },
  options: AskOptions,
): Promise<z.infer<T>> {
  const provider = createOpenAICompatible({
    name: "ai-assistant",
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    // Sends the JSON schema as response_format, so the model sees the exact shape asked for.
    supportsStructuredOutputs: true,
  });
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  const request = {
    model: provider.chatModel(config.model),
    schema: question.schema,
    system: question.system,
    prompt: question.prompt,
    temperature: 0,
    maxRetries: 0,
    abortSignal: controller.signal,
  };
  let object: unknown;
  try {
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
  } catch (caught) {
    if (controller.signal.aborted) {
      throw new AiTimeoutError(
        `The AI assistant did not answer within ${Math.round(options.timeoutMs / 1000)} s`,
      );
    }
    if (NoObjectGeneratedError.isInstance(caught)) {
      throw new AiInvalidAnswerError(
        `The AI assistant's answer did not fit the expected format: ${messageOf(caught)}`,
      );
    }
    throw new AiProviderError(`The AI assistant failed: ${messageOf(caught)}`);
  } finally {
    clearTimeout(timer);
  }
  const parsed = question.schema.safeParse(object);
  if (!parsed.success) {
    throw new AiInvalidAnswerError(
      `The AI assistant's answer did not fit the expected format: ${parsed.error.message}`,
    );
  }
  return parsed.data;
}
