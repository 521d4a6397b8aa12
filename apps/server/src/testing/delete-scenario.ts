import type { ContractRow } from "../db/schema.ts";
import { findScenario } from "./find-scenario.ts";
import type { TestingDeps } from "./testing-deps.ts";

/** Deletes one scenario of the contract (runs that used it keep their copy of its steps). */
export async function deleteScenario(
  deps: Pick<TestingDeps, "db">,
  contract: ContractRow,
  scenarioId: string,
): Promise<void> {
  const row = await findScenario(deps, contract, scenarioId);
  await deps.db.deleteFrom("scenarios").where("id", "=", row.id).execute();
}
