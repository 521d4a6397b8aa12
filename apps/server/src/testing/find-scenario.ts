import type { ContractRow } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import type { TestingDeps } from "./testing-deps.ts";
import type { ScenarioRow } from "./to-scenario-record.ts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One scenario of the (already owned) contract, or 404. */
export async function findScenario(
  deps: Pick<TestingDeps, "db">,
  contract: ContractRow,
  scenarioId: string,
): Promise<ScenarioRow> {
  const row = uuid.test(scenarioId)
    ? await deps.db
        .selectFrom("scenarios")
        .selectAll()
        .where("id", "=", scenarioId)
        .where("contract_id", "=", contract.id)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new HttpError(404, "scenario_not_found", "Scenario not found");
  return row;
}
