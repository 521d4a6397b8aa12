import type { ContractRow } from "../db/schema.ts";
import type { TestingDeps } from "./testing-deps.ts";
import { toBusinessRule } from "./to-business-rule.ts";

/** The contract's business rules, in the order they were written. */
export async function listBusinessRules(deps: Pick<TestingDeps, "db">, contract: ContractRow) {
  const rows = await deps.db
    .selectFrom("business_rules")
    .selectAll()
    .where("contract_id", "=", contract.id)
    .orderBy("created_at")
    .orderBy("name")
    .execute();
  return rows.map(toBusinessRule);
}
