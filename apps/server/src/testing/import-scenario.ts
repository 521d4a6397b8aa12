import type { Caller } from "../contracts/contract-deps.ts";
import type { ContractRow } from "../db/schema.ts";
import { checkScenarioInput } from "./check-scenario-input.ts";
import { freeScenarioName } from "./free-scenario-name.ts";
import { getContractInterface } from "./get-contract-interface.ts";
import { parseScenarioText } from "./parse-scenario-text.ts";
import { saveScenarioRow } from "./save-scenario-row.ts";
import type { TestingDeps } from "./testing-deps.ts";
import { toScenarioRecord } from "./to-scenario-record.ts";

/** `Token.scenario.json` → `Token`. */
function nameFromFile(fileName: string | undefined): string | undefined {
  const base = fileName
    ?.split(/[\\/]/)
    .pop()
    ?.replace(/(\.scenario)?\.json$/i, "")
    .trim();
  return base ? base.slice(0, 120) : undefined;
}

/**
 * Imports a scenario file as `sol2cosmwasm convert --scenario` reads it. Its `file` is replaced by
 * the contract's own source; everything else is checked against the contract's ABI. The name is
 * the given one, else the file's, made unique ("Token (2)").
 */
export async function importScenario(
  deps: TestingDeps,
  caller: Caller,
  contract: ContractRow,
  input: { content: string; fileName?: string; name?: string },
) {
  const json = parseScenarioText(input.content);
  const scenario = checkScenarioInput(json, await getContractInterface(deps, contract));
  const wanted = input.name ?? nameFromFile(input.fileName) ?? `${scenario.contract} scenario`;
  const row = await saveScenarioRow(deps, contract, {
    name: await freeScenarioName(deps, contract.id, wanted),
    description: scenario.notes ?? "",
    origin: "imported",
    scenario,
    createdBy: caller.userId,
  });
  return toScenarioRecord(row);
}
