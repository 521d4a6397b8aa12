import { createHash } from "node:crypto";
import {
  AiInvalidAnswerError,
  askStructured,
  reviewedRustFiles,
} from "@contract-platform/analyzer/ai";
import {
  type DivergenceExplanation,
  divergenceExplanationSchema,
  type ExplainDivergenceResponse,
} from "@contract-platform/api";
import { type AiSettings, askAiCached, requireAiProvider } from "../analysis/ask-ai-cached.ts";
import type { Caller } from "../contracts/contract-deps.ts";
import { findVersion, loadVersionFiles } from "../contracts/load-version-files.ts";
import { readContractSource } from "../contracts/read-contract-source.ts";
import { HttpError } from "../http/http-error.ts";
import { buildDivergencePrompt, DIVERGENCE_SYSTEM_PROMPT } from "./build-divergence-prompt.ts";
import { findTestRun } from "./find-test-run.ts";
import type { TestingDeps } from "./testing-deps.ts";
import { toTestRun } from "./to-test-run.ts";

/** The answer's lines must lie in the files shown (else it is not an answer about this code). */
function checkLines(
  answer: DivergenceExplanation,
  solidityLines: number,
  rust: Map<string, number>,
): DivergenceExplanation {
  const problems: string[] = [];
  if (
    answer.solidity &&
    (answer.solidity.startLine > answer.solidity.endLine || answer.solidity.endLine > solidityLines)
  ) {
    problems.push(
      `Solidity lines ${answer.solidity.startLine}-${answer.solidity.endLine} are not in the source`,
    );
  }
  if (answer.rust) {
    const length = rust.get(answer.rust.file);
    if (length === undefined) problems.push(`the file ${answer.rust.file} was not shown`);
    else if (answer.rust.startLine > answer.rust.endLine || answer.rust.endLine > length) {
      problems.push(
        `lines ${answer.rust.startLine}-${answer.rust.endLine} are not in ${answer.rust.file}`,
      );
    }
  }
  if (problems.length > 0) {
    throw new AiInvalidAnswerError(
      `The AI assistant's answer did not fit the code shown: ${problems.join("; ")}`,
    );
  }
  return answer;
}

/**
 * Asks the AI assistant why one divergence of a run happens: the step's observations on both
 * sides, the Solidity and the crate version's Rust (numbered), answered with the cause, the lines
 * involved on each side (checked to lie in the code shown) and a fix. Cached and budgeted.
 */
export async function explainDivergence(
  deps: TestingDeps,
  ai: AiSettings,
  caller: Caller,
  runId: string,
  index: number,
): Promise<ExplainDivergenceResponse> {
  const provider = requireAiProvider(ai);
  const { row, contractName } = await findTestRun(deps, caller, runId);
  const run = toTestRun(row, contractName);
  const divergence = run.divergences[index];
  if (!divergence) throw new HttpError(404, "divergence_not_found", "Divergence not found");
  const contract = await deps.db
    .selectFrom("contracts")
    .selectAll()
    .where("id", "=", run.contractId)
    .executeTakeFirstOrThrow();
  const source = await readContractSource(deps, contract);
  if (source === null)
    throw new HttpError(409, "source_missing", "The contract's source is not stored");
  if (run.contractVersion === null) {
    throw new HttpError(409, "not_converted", "This run did not test a converted version");
  }
  const version = await findVersion(deps, contract, run.contractVersion);
  const files = await loadVersionFiles(deps, contract, version);
  const step = divergence.stepIndex === null ? null : (run.steps[divergence.stepIndex] ?? null);
  const stepFile = step?.source?.rust?.file;
  const rust = reviewedRustFiles(files).sort((a, b) =>
    a.path === stepFile ? -1 : b.path === stepFile ? 1 : 0,
  );
  const { prompt } = buildDivergencePrompt({
    divergence,
    step,
    solidity: { file: contract.file_name, content: source },
    rust,
  });
  const cacheKey = createHash("sha256")
    .update(`${provider.model}\n${DIVERGENCE_SYSTEM_PROMPT}\n${prompt}`)
    .digest("hex");
  const rustLines = new Map(rust.map((file) => [file.path, file.content.split("\n").length]));
  const { answer, model, cached } = await askAiCached(deps, ai, caller.userId, {
    cacheKey,
    schema: divergenceExplanationSchema,
    ask: async (config, options) =>
      checkLines(
        await askStructured(
          config,
          { schema: divergenceExplanationSchema, system: DIVERGENCE_SYSTEM_PROMPT, prompt },
          options,
        ),
        source.split("\n").length,
        rustLines,
      ),
  });
  return { runId: run.id, index, model, cached, explanation: answer };
}
