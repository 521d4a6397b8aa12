import { createHash } from "node:crypto";
import { askStructured } from "@contract-platform/analyzer/ai";
import {
  type ProposedScenariosAnswer,
  type ProposeScenariosResponse,
  proposedScenariosAnswerSchema,
  type ScenarioValue,
  validateScenario,
} from "@contract-platform/api";
import { type AiSettings, askAiCached, requireAiProvider } from "../analysis/ask-ai-cached.ts";
import type { Caller } from "../contracts/contract-deps.ts";
import { readContractSource } from "../contracts/read-contract-source.ts";
import type { ContractRow } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import {
  buildScenarioProposalPrompt,
  SCENARIO_PROPOSAL_SYSTEM_PROMPT,
} from "./build-scenario-proposal-prompt.ts";
import { freeScenarioName } from "./free-scenario-name.ts";
import { getContractInterface } from "./get-contract-interface.ts";
import type { RecordOnEvmResult } from "./record-on-evm.ts";
import { runTestingTask } from "./run-testing-task.ts";
import { saveScenarioRow } from "./save-scenario-row.ts";
import type { TestingDeps } from "./testing-deps.ts";
import { toScenarioRecord } from "./to-scenario-record.ts";

/** An argument the model wrote as text, in the scenario encoding. */
function argument(text: string): ScenarioValue {
  const trimmed = text.trim();
  if (trimmed === "true" || trimmed === "false") return trimmed === "true";
  if (trimmed.startsWith("[")) {
    try {
      return JSON.parse(trimmed) as ScenarioValue;
    } catch {
      return trimmed;
    }
  }
  return trimmed;
}

/**
 * Asks the AI assistant for scenarios on edge cases, access control and reverts, and keeps only
 * those that fit the contract's ABI and run on the EVM: each is recorded there (the original's
 * results become its expectations) and saved with origin "ai". The rest are reported as dropped,
 * with why. Cached and budgeted like the other AI answers.
 */
export async function proposeAiScenarios(
  deps: TestingDeps,
  ai: AiSettings,
  caller: Caller,
  contract: ContractRow,
): Promise<ProposeScenariosResponse> {
  const provider = requireAiProvider(ai);
  const iface = await getContractInterface(deps, contract);
  if (iface.errors.length > 0 || !iface.mainContract) {
    throw new HttpError(
      409,
      "nothing_to_deploy",
      "The source has no contract that can be deployed",
    );
  }
  const source = await readContractSource(deps, contract);
  if (source === null)
    throw new HttpError(409, "source_missing", "The contract's source is not stored");
  const { prompt } = buildScenarioProposalPrompt(iface, source);
  const cacheKey = createHash("sha256")
    .update(`${provider.model}\n${SCENARIO_PROPOSAL_SYSTEM_PROMPT}\n${prompt}`)
    .digest("hex");
  const { answer, model, cached } = await askAiCached<ProposedScenariosAnswer>(
    deps,
    ai,
    caller.userId,
    {
      cacheKey,
      schema: proposedScenariosAnswerSchema,
      ask: (config, options) =>
        askStructured(
          config,
          {
            schema: proposedScenariosAnswerSchema,
            system: SCENARIO_PROPOSAL_SYSTEM_PROMPT,
            prompt,
          },
          options,
        ),
    },
  );

  const kept: ProposeScenariosResponse["kept"] = [];
  const dropped: ProposeScenariosResponse["dropped"] = [];
  for (const proposal of answer.scenarios) {
    const json = {
      contract: iface.mainContract,
      file: iface.fileName,
      actors: ["alice", "bob", "carol"],
      deploy: { from: "alice", args: proposal.deployArgs.map(argument) },
      steps: proposal.steps.map((step) => ({
        from: step.from.replace(/^@/, ""),
        call: step.call.replace(/\s+/g, ""),
        args: step.args.map(argument),
        value: /^\d+$/.test(step.value) ? step.value : "0",
        timeDelta: step.timeDelta,
      })),
    };
    const checked = validateScenario(json, iface.contracts);
    const problem = checked.issues.find((issue) => issue.severity === "error");
    if (!checked.scenario || problem) {
      dropped.push({
        name: proposal.name,
        reason: `does not match the ABI: ${problem?.message ?? "invalid"}`,
      });
      continue;
    }
    let recorded: RecordOnEvmResult;
    try {
      recorded = await runTestingTask({
        task: "record",
        fileName: contract.file_name,
        source,
        scenario: checked.scenario,
      });
    } catch (error) {
      dropped.push({
        name: proposal.name,
        reason: `does not run on the EVM: ${(error as Error).message}`,
      });
      continue;
    }
    const final = validateScenario(recorded.scenario, iface.contracts).scenario;
    if (!final || final.deploy.expect?.ok === false) {
      dropped.push({ name: proposal.name, reason: "the deploy reverts on the EVM" });
      continue;
    }
    const row = await saveScenarioRow(deps, contract, {
      name: await freeScenarioName(deps, contract.id, `AI: ${proposal.name}`.slice(0, 120)),
      description: `${proposal.purpose}: ${proposal.description}`.slice(0, 2000),
      origin: "ai",
      scenario: final,
      recorded: true,
      createdBy: caller.userId,
    });
    kept.push(toScenarioRecord(row));
  }
  return { model, cached, kept, dropped };
}
