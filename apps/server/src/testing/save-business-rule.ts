import { BUSINESS_RULE_INVALID_MESSAGE } from "@contract-platform/api";
import type { Caller } from "../contracts/contract-deps.ts";
import type { ContractRow } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import { checkBusinessRule } from "./check-business-rule.ts";
import { getContractInterface } from "./get-contract-interface.ts";
import { isUniqueViolation } from "./save-scenario-row.ts";
import type { TestingDeps } from "./testing-deps.ts";
import { type BusinessRuleRow, toBusinessRule } from "./to-business-rule.ts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function ruleNameTaken(name: string) {
  return new HttpError(409, "rule_name_taken", `A rule named "${name}" already exists`);
}

/**
 * Creates a rule (no `ruleId`) or changes one. The expression is parsed against the main
 * contract's ABI first; a rule that does not parse is answered 422 with each problem's column.
 */
export async function saveBusinessRule(
  deps: TestingDeps,
  caller: Caller,
  contract: ContractRow,
  input: { ruleId?: string; name?: string; expression?: string; enabled?: boolean },
) {
  let existing: BusinessRuleRow | undefined;
  if (input.ruleId !== undefined) {
    existing = uuid.test(input.ruleId)
      ? await deps.db
          .selectFrom("business_rules")
          .selectAll()
          .where("id", "=", input.ruleId)
          .where("contract_id", "=", contract.id)
          .executeTakeFirst()
      : undefined;
    if (!existing) throw new HttpError(404, "rule_not_found", "Rule not found");
  }
  if (input.expression !== undefined) {
    const problems = checkBusinessRule(
      input.expression,
      await getContractInterface(deps, contract),
    );
    if (problems.length > 0) {
      throw new HttpError(
        422,
        "invalid_rule",
        `${BUSINESS_RULE_INVALID_MESSAGE}: column ${problems[0].column}: ${problems[0].message}`,
        problems.map((p) => ({
          path: `expression:${p.column}-${p.endColumn}`,
          message: p.message,
        })),
      );
    }
  }
  const now = deps.clock.now();
  try {
    const row = existing
      ? await deps.db
          .updateTable("business_rules")
          .set({
            ...(input.name === undefined ? {} : { name: input.name }),
            ...(input.expression === undefined ? {} : { expression: input.expression }),
            ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
            updated_at: now,
          })
          .where("id", "=", existing.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await deps.db
          .insertInto("business_rules")
          .values({
            contract_id: contract.id,
            name: input.name ?? "Rule",
            expression: input.expression ?? "",
            enabled: input.enabled ?? true,
            created_by: caller.userId,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
    return toBusinessRule(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw ruleNameTaken(input.name ?? existing?.name ?? "");
    throw error;
  }
}
