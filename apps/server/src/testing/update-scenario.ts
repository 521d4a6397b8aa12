import type { ContractRow } from "../db/schema.ts";
import { checkScenarioInput } from "./check-scenario-input.ts";
import { findScenario } from "./find-scenario.ts";
import { getContractInterface } from "./get-contract-interface.ts";
import { recordScenarioOnEvm } from "./record-scenario-on-evm.ts";
import { isUniqueViolation, nameTaken } from "./save-scenario-row.ts";
import type { TestingDeps } from "./testing-deps.ts";
import { toScenarioRecord } from "./to-scenario-record.ts";

/**
 * Renames, re-describes or replaces the steps of a scenario. New steps are checked against the
 * ABI; changing them by hand means the expectations are no longer the EVM's recorded ones, and
 * `record` takes them from the EVM again.
 */
export async function updateScenario(
  deps: TestingDeps,
  contract: ContractRow,
  scenarioId: string,
  input: { name?: string; description?: string; scenario?: unknown; record?: boolean },
) {
  const existing = await findScenario(deps, contract, scenarioId);
  const iface =
    input.scenario !== undefined || input.record
      ? await getContractInterface(deps, contract)
      : undefined;
  let scenario =
    input.scenario === undefined || !iface ? undefined : checkScenarioInput(input.scenario, iface);
  const recording =
    input.record && iface
      ? await recordScenarioOnEvm(
          deps,
          contract,
          iface,
          scenario ?? checkScenarioInput(existing.body, iface),
        )
      : undefined;
  if (recording) scenario = recording.scenario;
  const changedSteps =
    scenario !== undefined && JSON.stringify(scenario) !== JSON.stringify(existing.body);
  try {
    const row = await deps.db
      .updateTable("scenarios")
      .set({
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.description === undefined ? {} : { description: input.description }),
        ...(changedSteps ? { body: JSON.stringify(scenario) } : {}),
        // steps changed by hand no longer carry the EVM's results; a recording does
        ...(recording
          ? { recorded_at: deps.clock.now() }
          : changedSteps
            ? { recorded_at: null }
            : {}),
        updated_at: deps.clock.now(),
      })
      .where("id", "=", existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return {
      scenario: toScenarioRecord(row),
      ...(recording ? { recording: { changed: recording.changed } } : {}),
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(input.name ?? existing.name);
    throw error;
  }
}
