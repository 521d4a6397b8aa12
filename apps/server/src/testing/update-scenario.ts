import type { ContractRow } from "../db/schema.ts";
import { checkScenarioInput } from "./check-scenario-input.ts";
import { findScenario } from "./find-scenario.ts";
import { getContractInterface } from "./get-contract-interface.ts";
import { isUniqueViolation, nameTaken } from "./save-scenario-row.ts";
import type { TestingDeps } from "./testing-deps.ts";
import { toScenarioRecord } from "./to-scenario-record.ts";

/**
 * Renames, re-describes or replaces the steps of a scenario. New steps are checked against the
 * ABI; changing them by hand means the expectations are no longer the EVM's recorded ones.
 */
export async function updateScenario(
  deps: TestingDeps,
  contract: ContractRow,
  scenarioId: string,
  input: { name?: string; description?: string; scenario?: unknown },
) {
  const existing = await findScenario(deps, contract, scenarioId);
  const scenario =
    input.scenario === undefined
      ? undefined
      : checkScenarioInput(input.scenario, await getContractInterface(deps, contract));
  const changedSteps =
    scenario !== undefined && JSON.stringify(scenario) !== JSON.stringify(existing.body);
  try {
    const row = await deps.db
      .updateTable("scenarios")
      .set({
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.description === undefined ? {} : { description: input.description }),
        ...(changedSteps ? { body: JSON.stringify(scenario), recorded_at: null } : {}),
        updated_at: deps.clock.now(),
      })
      .where("id", "=", existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toScenarioRecord(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(input.name ?? existing.name);
    throw error;
  }
}
