export { type AiProviderConfig, AiProviderError, AiTimeoutError } from "./ai-provider-config.ts";
export { buildFindingPrompt, excerpt, FINDING_SYSTEM_PROMPT } from "./build-finding-prompt.ts";
export {
  type ExplainFindingOptions,
  explainFinding,
  explanationCacheKey,
  prepareFindingExplanation,
} from "./explain-finding.ts";
export { type FindingExplanation, findingExplanationSchema } from "./finding-explanation-schema.ts";
