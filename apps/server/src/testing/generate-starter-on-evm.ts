import type { ScenarioInput } from "@contract-platform/api";
import { generateStarterScenario } from "@contract-platform/testing";
import { materializeSource } from "./materialize-source.ts";
import { recordOnEvm } from "./record-on-evm.ts";

/**
 * A starter scenario for the contract (deploy, every view, each state-changing function with
 * plausible arguments, the views again), recorded on the EVM so it carries the original's results.
 */
export async function generateStarterOnEvm(input: {
  fileName: string;
  source: string;
  contract: string | null;
}): Promise<ScenarioInput> {
  const path = materializeSource(input.fileName, input.source);
  const starter = generateStarterScenario({
    solidityPath: path,
    contract: input.contract ?? undefined,
    file: input.fileName,
  });
  const recorded = await recordOnEvm({ ...input, scenario: starter });
  return recorded.scenario;
}
