import { type ProposedIssue, proposedIssuesSchema } from "@contract-platform/api";
import { listDetectors } from "../detector-catalog.ts";
import { AiInvalidAnswerError, type AiProviderConfig } from "./ai-provider-config.ts";
import { type AskOptions, askStructured } from "./ask-structured.ts";
import {
  buildHypothesesPrompt,
  HYPOTHESES_SYSTEM_PROMPT,
  type HypothesisCode,
} from "./build-hypotheses-prompt.ts";
import { explanationCacheKey } from "./explain-finding.ts";

/** The prompt and cache key of the hypotheses question, without calling the model. */
export function prepareHypotheses(config: AiProviderConfig, code: HypothesisCode) {
  const built = buildHypothesesPrompt(code, listDetectors());
  return {
    ...built,
    cacheKey: explanationCacheKey(
      config.model,
      `${HYPOTHESES_SYSTEM_PROMPT}\n${built.prompt}`,
      built.code,
    ),
  };
}

/**
 * Checks that every hypothesis points into a file that was shown, within its lines; a detector
 * id that is not in the catalogue becomes null (nothing could confirm it).
 */
function checkHypotheses(hypotheses: ProposedIssue[], code: HypothesisCode): ProposedIssue[] {
  const files = new Map<string, number>();
  if (code.solidity) files.set(code.solidity.file, code.solidity.content.split("\n").length);
  for (const file of code.rust) files.set(file.path, file.content.split("\n").length);
  const known = new Set(listDetectors().map((d) => d.id));
  return hypotheses.map((hypothesis) => {
    const length = files.get(hypothesis.file);
    const problem =
      length === undefined
        ? `the file ${hypothesis.file} was not shown`
        : hypothesis.startLine > hypothesis.endLine || hypothesis.endLine > length
          ? `lines ${hypothesis.startLine}-${hypothesis.endLine} are not in ${hypothesis.file}`
          : null;
    if (problem) {
      throw new AiInvalidAnswerError(
        `The AI assistant's answer did not fit the expected format: ${problem}`,
      );
    }
    const detectorId =
      hypothesis.detectorId && known.has(hypothesis.detectorId) ? hypothesis.detectorId : null;
    return { ...hypothesis, detectorId };
  });
}

/**
 * Asks the model for possible issues the detectors did not report (temperature 0), validated
 * against proposedIssuesSchema and the code shown. They are hypotheses: confirmHypotheses marks
 * those a detector finding backs.
 */
export async function proposeHypotheses(
  config: AiProviderConfig,
  code: HypothesisCode,
  options: AskOptions,
): Promise<ProposedIssue[]> {
  const { prompt } = buildHypothesesPrompt(code, listDetectors());
  const answer = await askStructured(
    config,
    { schema: proposedIssuesSchema, system: HYPOTHESES_SYSTEM_PROMPT, prompt },
    options,
  );
  return checkHypotheses(answer.hypotheses, code);
}
