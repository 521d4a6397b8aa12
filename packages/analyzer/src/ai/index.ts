export {
  AiInvalidAnswerError,
  type AiProviderConfig,
  AiProviderError,
  AiTimeoutError,
} from "./ai-provider-config.ts";
export { type AskOptions, askStructured } from "./ask-structured.ts";
export { buildFindingPrompt, excerpt, FINDING_SYSTEM_PROMPT } from "./build-finding-prompt.ts";
export {
  buildFunctionPairPrompt,
  FUNCTION_PAIR_SYSTEM_PROMPT,
} from "./build-function-pair-prompt.ts";
export {
  buildHypothesesPrompt,
  HYPOTHESES_SYSTEM_PROMPT,
  type HypothesisCode,
} from "./build-hypotheses-prompt.ts";
export { confirmHypotheses } from "./confirm-hypotheses.ts";
export {
  type ExplainFindingOptions,
  explainFinding,
  explanationCacheKey,
  prepareFindingExplanation,
} from "./explain-finding.ts";
export { explainFunctionPair, prepareFunctionPairExplanation } from "./explain-function-pair.ts";
export { type FindingExplanation, findingExplanationSchema } from "./finding-explanation-schema.ts";
export { type FunctionPairing, pairFunctions } from "./pair-functions.ts";
export { prepareHypotheses, proposeHypotheses } from "./propose-hypotheses.ts";
export { REVIEWED_RUST_CHAR_BUDGET, reviewedRustFiles } from "./reviewed-rust-files.ts";
