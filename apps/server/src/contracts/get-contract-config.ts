import {
  type ConfigResponse,
  contractConfigSchema,
  ONLY_SOLIDITY_CONVERTS_MESSAGE,
} from "@contract-platform/api";
import type { ContractRow } from "../db/schema.ts";
import type { Storage } from "../storage/storage.ts";
import { outlineSolidity } from "./outline-solidity.ts";
import { readContractSource } from "./read-contract-source.ts";

/** The saved conversion options, the contracts of the file to choose from, and whether it converts. */
export async function getContractConfig(
  deps: { storage: Storage },
  contract: ContractRow,
): Promise<ConfigResponse> {
  const parsed = contractConfigSchema.safeParse(contract.config ?? {});
  const config = parsed.success ? parsed.data : contractConfigSchema.parse({});
  const canConvert = contract.language === "solidity";
  let contracts: ConfigResponse["contracts"] = [];
  if (canConvert) {
    const source = await readContractSource(deps, contract);
    try {
      contracts = source ? outlineSolidity(source).contracts : [];
    } catch {
      contracts = [];
    }
  }
  return {
    config,
    contracts,
    canConvert,
    conversionMessage: canConvert ? null : ONLY_SOLIDITY_CONVERTS_MESSAGE,
  };
}
