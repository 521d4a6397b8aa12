import type { ContractRow } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import type { TestingDeps } from "./testing-deps.ts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Deletes one of the contract's rules (past runs keep their results). */
export async function deleteBusinessRule(
  deps: Pick<TestingDeps, "db">,
  contract: ContractRow,
  ruleId: string,
): Promise<void> {
  const deleted = uuid.test(ruleId)
    ? await deps.db
        .deleteFrom("business_rules")
        .where("id", "=", ruleId)
        .where("contract_id", "=", contract.id)
        .executeTakeFirst()
    : undefined;
  if (!deleted || Number(deleted.numDeletedRows) === 0) {
    throw new HttpError(404, "rule_not_found", "Rule not found");
  }
}
