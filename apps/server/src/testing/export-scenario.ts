import { compactScenario, scenarioSchema } from "@contract-platform/api";
import type { ContractRow } from "../db/schema.ts";
import { findScenario } from "./find-scenario.ts";
import type { TestingDeps } from "./testing-deps.ts";

/**
 * A scenario as a file `sol2cosmwasm convert <file.sol> --scenario <name>.scenario.json` reads:
 * defaults left out, `file` naming the contract's source next to it.
 */
export async function exportScenario(
  deps: Pick<TestingDeps, "db">,
  contract: ContractRow,
  scenarioId: string,
) {
  const row = await findScenario(deps, contract, scenarioId);
  const scenario = scenarioSchema.parse(row.body);
  const body = compactScenario({ ...scenario, file: contract.file_name });
  const safe = row.name.replace(/[^A-Za-z0-9._-]+/g, "_").replace(/^_+|_+$/g, "") || "scenario";
  return { fileName: `${safe}.scenario.json`, text: `${JSON.stringify(body, null, 2)}\n` };
}
