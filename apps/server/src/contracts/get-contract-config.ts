import {
  type ConfigResponse,
  contractConfigSchema,
  ONLY_SOLIDITY_CONVERTS_MESSAGE,
} from "@contract-platform/api";
import type { Clock } from "../clock/clock.ts";
import type { ContractRow } from "../db/schema.ts";
import type { Storage } from "../storage/storage.ts";
import { checkFile } from "./check-file.ts";
import { readContractSource } from "./read-contract-source.ts";

/** The saved conversion options, the contracts of the file to choose from, and whether it converts. */
export async function getContractConfig(
  deps: { storage: Storage; clock: Clock; fileCheckTimeoutMs?: number },
  contract: ContractRow,
): Promise<ConfigResponse> {
  const parsed = contractConfigSchema.safeParse(contract.config ?? {});
  const config = parsed.success ? parsed.data : contractConfigSchema.parse({});
  const canConvert = contract.language === "solidity";
  let contracts: ConfigResponse["contracts"] = [];
  if (canConvert) {
    const source = await readContractSource(deps, contract);
    if (source) {
      const checked = await checkFile(
        {
          clock: deps.clock,
          userId: contract.user_id ?? contract.id,
          timeoutMs: deps.fileCheckTimeoutMs,
        },
        { kind: "outline", source },
      );
      contracts = checked.outline?.contracts ?? [];
    }
  }
  return {
    config,
    contracts,
    canConvert,
    conversionMessage: canConvert ? null : ONLY_SOLIDITY_CONVERTS_MESSAGE,
  };
}
