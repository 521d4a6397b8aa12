/** An OpenAI-compatible endpoint (AI_BASE_URL, AI_MODEL, AI_API_KEY). */
export interface AiProviderConfig {
  baseUrl: string;
  model: string;
  /** Sent as a bearer token; local servers (Ollama, llama.cpp, vLLM) need none. */
  apiKey?: string;
}

export class AiTimeoutError extends Error {
  override name = "AiTimeoutError";
}

export class AiProviderError extends Error {
  override name = "AiProviderError";
}

/** The model answered, but not with JSON that fits the schema (or the code it was shown). */
export class AiInvalidAnswerError extends AiProviderError {
  override name = "AiInvalidAnswerError";
}
