import type { Scenario, ScenarioOrigin } from "@contract-platform/api";
import type { ContractRow } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import type { TestingDeps } from "./testing-deps.ts";
import type { ScenarioRow } from "./to-scenario-record.ts";

export interface NewScenario {
  name: string;
  description?: string;
  origin: ScenarioOrigin;
  scenario: Scenario;
  recorded?: boolean;
  createdBy: string | null;
}

export function nameTaken(name: string): HttpError {
  return new HttpError(409, "scenario_name_taken", `A scenario named "${name}" already exists`);
}

export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === "23505";
}

/** Inserts a validated scenario; a name the contract already uses is answered 409. */
export async function saveScenarioRow(
  deps: Pick<TestingDeps, "db" | "clock">,
  contract: ContractRow,
  input: NewScenario,
): Promise<ScenarioRow> {
  const now = deps.clock.now();
  try {
    return await deps.db
      .insertInto("scenarios")
      .values({
        contract_id: contract.id,
        name: input.name,
        description: input.description ?? "",
        origin: input.origin,
        body: JSON.stringify(input.scenario),
        recorded_at: input.recorded ? now : null,
        created_by: input.createdBy,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(input.name);
    throw error;
  }
}
