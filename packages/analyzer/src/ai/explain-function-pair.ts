import {
  type FunctionExplanation,
  type FunctionPair,
  functionExplanationSchema,
} from "@contract-platform/api";
import { AiInvalidAnswerError, type AiProviderConfig } from "./ai-provider-config.ts";
import { type AskOptions, askStructured } from "./ask-structured.ts";
import {
  buildFunctionPairPrompt,
  FUNCTION_PAIR_SYSTEM_PROMPT,
} from "./build-function-pair-prompt.ts";
import { explanationCacheKey } from "./explain-finding.ts";

interface PairCode {
  solidity: { file: string; content: string } | null;
  crate: { path: string; content: string }[];
}

/** The prompt and cache key of a function pair, without calling the model. */
export function prepareFunctionPairExplanation(
  config: AiProviderConfig,
  pair: FunctionPair,
  code: PairCode,
) {
  const built = buildFunctionPairPrompt(pair, code.solidity, code.crate);
  return {
    ...built,
    cacheKey: explanationCacheKey(
      config.model,
      `${FUNCTION_PAIR_SYSTEM_PROMPT}\n${built.prompt}`,
      built.code,
    ),
  };
}

/** Every line reference of the answer must point into the code that was shown. */
function checkLines(explanation: FunctionExplanation, pair: FunctionPair, code: PairCode) {
  const solidityLines = code.solidity?.content.split("\n").length ?? 0;
  for (const difference of explanation.differences) {
    const { solidityLines: sol, rustLines: rust } = difference;
    const rustFile = code.crate.find((f) => f.path === rust.file);
    const rustLength = rustFile?.content.split("\n").length ?? 0;
    const problem =
      sol.startLine > sol.endLine || sol.endLine > solidityLines
        ? `Solidity lines ${sol.startLine}-${sol.endLine} are not in the code shown`
        : !pair.rust.some((r) => r.file === rust.file)
          ? `the Rust file ${rust.file} was not shown`
          : rust.startLine > rust.endLine || rust.endLine > rustLength
            ? `Rust lines ${rust.startLine}-${rust.endLine} are not in ${rust.file}`
            : null;
    if (problem) {
      throw new AiInvalidAnswerError(
        `The AI assistant's answer did not fit the expected format: ${problem}`,
      );
    }
  }
}

/**
 * Asks the model what one Solidity function and its Rust counterpart do and how they differ
 * (temperature 0), validated against functionExplanationSchema and against the code shown.
 */
export async function explainFunctionPair(
  config: AiProviderConfig,
  pair: FunctionPair,
  code: PairCode,
  options: AskOptions,
): Promise<FunctionExplanation> {
  const { prompt } = buildFunctionPairPrompt(pair, code.solidity, code.crate);
  const explanation = await askStructured(
    config,
    { schema: functionExplanationSchema, system: FUNCTION_PAIR_SYSTEM_PROMPT, prompt },
    options,
  );
  checkLines(explanation, pair, code);
  return explanation;
}
