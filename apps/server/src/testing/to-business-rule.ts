import type { BusinessRule } from "@contract-platform/api";
import type { Selectable } from "kysely";
import type { TestingTables } from "./testing-tables.ts";

export type BusinessRuleRow = Selectable<TestingTables["business_rules"]>;

/** A business_rules row as the API shows it. */
export function toBusinessRule(row: BusinessRuleRow): BusinessRule {
  return {
    id: row.id,
    contractId: row.contract_id,
    name: row.name,
    expression: row.expression,
    enabled: row.enabled,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
