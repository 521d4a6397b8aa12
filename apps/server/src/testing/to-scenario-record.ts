import { type ScenarioOrigin, type ScenarioRecord, scenarioSchema } from "@contract-platform/api";
import type { Selectable } from "kysely";
import type { TestingTables } from "./testing-tables.ts";

export type ScenarioRow = Selectable<TestingTables["scenarios"]>;

const iso = (value: Date | string) => new Date(value).toISOString();

/** A scenarios row as the API shows it. */
export function toScenarioRecord(row: ScenarioRow): ScenarioRecord {
  const scenario = scenarioSchema.parse(row.body);
  return {
    id: row.id,
    contractId: row.contract_id,
    name: row.name,
    description: row.description,
    origin: row.origin as ScenarioOrigin,
    scenario,
    stepCount: scenario.steps.length,
    recordedAt: row.recorded_at ? iso(row.recorded_at) : null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}
