import { SCENARIO_NAME_MAX } from "@contract-platform/api";
import type { TestingDeps } from "./testing-deps.ts";

/** `wanted`, or `wanted (2)`, `wanted (3)` ... — the first name the contract does not use yet. */
export async function freeScenarioName(
  deps: Pick<TestingDeps, "db">,
  contractId: string,
  wanted: string,
): Promise<string> {
  const rows = await deps.db
    .selectFrom("scenarios")
    .select("name")
    .where("contract_id", "=", contractId)
    .execute();
  const taken = new Set(rows.map((row) => row.name));
  const base = wanted.slice(0, SCENARIO_NAME_MAX - 6).trim() || "Scenario";
  if (!taken.has(wanted)) return wanted;
  for (let n = 2; ; n++) {
    const candidate = `${base} (${n})`;
    if (!taken.has(candidate)) return candidate;
  }
}
