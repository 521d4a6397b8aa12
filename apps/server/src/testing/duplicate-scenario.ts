import { type Scenario, type ScenarioOrigin, scenarioSchema } from "@contract-platform/api";
import type { Caller } from "../contracts/contract-deps.ts";
import type { ContractRow } from "../db/schema.ts";
import { findScenario } from "./find-scenario.ts";
import { freeScenarioName } from "./free-scenario-name.ts";
import { saveScenarioRow } from "./save-scenario-row.ts";
import type { TestingDeps } from "./testing-deps.ts";
import { toScenarioRecord } from "./to-scenario-record.ts";

/** Copies a scenario under the next free name ("Transfers (2)"), keeping origin and expectations. */
export async function duplicateScenario(
  deps: TestingDeps,
  caller: Caller,
  contract: ContractRow,
  scenarioId: string,
) {
  const source = await findScenario(deps, contract, scenarioId);
  const scenario: Scenario = scenarioSchema.parse(source.body);
  const row = await saveScenarioRow(deps, contract, {
    name: await freeScenarioName(deps, contract.id, `${source.name} copy`),
    description: source.description,
    origin: source.origin as ScenarioOrigin,
    scenario,
    recorded: source.recorded_at !== null,
    createdBy: caller.userId,
  });
  return toScenarioRecord(row);
}
