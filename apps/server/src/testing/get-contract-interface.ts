import { createHash } from "node:crypto";
import {
  type ContractInterfaceResponse,
  contractConfigSchema,
  contractInterfaceSchema,
} from "@contract-platform/api";
import { z } from "zod";
import { readContractSource } from "../contracts/read-contract-source.ts";
import type { ContractRow } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import { pickMainContract } from "./pick-main-contract.ts";
import { runTestingTask } from "./run-testing-task.ts";
import { SCENARIOS_NEED_SOLIDITY_MESSAGE, type TestingDeps } from "./testing-deps.ts";

const storedContracts = z.array(contractInterfaceSchema);

/**
 * The contracts of the Solidity file with their ABIs (what scenarios can deploy and call). The
 * compiler runs in the testing worker once per source; the answer is kept by the source's hash.
 */
export async function getContractInterface(
  deps: TestingDeps,
  contract: ContractRow,
): Promise<ContractInterfaceResponse> {
  if (contract.language !== "solidity") {
    throw new HttpError(409, "not_solidity", SCENARIOS_NEED_SOLIDITY_MESSAGE);
  }
  const source = await readContractSource(deps, contract);
  if (source === null)
    throw new HttpError(409, "source_missing", "The contract's source is not stored");
  const hash = createHash("sha256").update(source).digest("hex");
  let row = await deps.db
    .selectFrom("contract_interfaces")
    .selectAll()
    .where("contract_id", "=", contract.id)
    .where("source_hash", "=", hash)
    .executeTakeFirst();
  if (!row) {
    const described = await runTestingTask({
      task: "interface",
      fileName: contract.file_name,
      source,
    });
    const values = {
      contract_id: contract.id,
      source_hash: hash,
      contracts: JSON.stringify(described.contracts),
      errors: JSON.stringify(described.errors),
      created_at: deps.clock.now(),
    };
    row = await deps.db
      .insertInto("contract_interfaces")
      .values(values)
      .onConflict((oc) => oc.column("contract_id").doUpdateSet(values))
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  const contracts = storedContracts.parse(row.contracts);
  const config = contractConfigSchema.safeParse(contract.config ?? {});
  return {
    contractId: contract.id,
    contractName: contract.name,
    fileName: contract.file_name,
    mainContract: pickMainContract(contracts, config.success ? config.data.contract : null),
    contracts,
    errors: row.errors,
  };
}
