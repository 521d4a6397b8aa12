import type { ContractRow } from "../db/schema.ts";
import type { TestingDeps } from "./testing-deps.ts";
import { toScenarioRecord } from "./to-scenario-record.ts";

/** The contract's scenarios, oldest first (the order a user made them in). */
export async function listScenarios(deps: Pick<TestingDeps, "db">, contract: ContractRow) {
  const rows = await deps.db
    .selectFrom("scenarios")
    .selectAll()
    .where("contract_id", "=", contract.id)
    .orderBy("created_at")
    .orderBy("name")
    .execute();
  return rows.map(toScenarioRecord);
}
