import type { ContractRow } from "../db/schema.ts";
import type { Storage } from "../storage/storage.ts";
import { CONTRACT_SOURCES_BUCKET } from "./contract-deps.ts";

/** The uploaded source text, or null when it is not stored. */
export async function readContractSource(
  deps: { storage: Storage },
  contract: ContractRow,
): Promise<string | null> {
  if (!contract.source_path) return null;
  const bytes = await deps.storage.get(CONTRACT_SOURCES_BUCKET, contract.source_path);
  return bytes ? new TextDecoder().decode(bytes) : null;
}
