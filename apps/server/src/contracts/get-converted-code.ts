import type { ContractRow } from "../db/schema.ts";
import type { ContractDeps } from "./contract-deps.ts";
import { findVersion, loadVersionFiles } from "./load-version-files.ts";

/**
 * The contract's main converted file (spec §4: the converted file downloaded from storage for
 * code review): src/contract.rs of the current version, else its first .rs file.
 */
export async function getConvertedCode(deps: ContractDeps, contract: ContractRow) {
  const version = await findVersion(deps, contract);
  const files = await loadVersionFiles(deps, contract, version);
  const main =
    files.find((file) => file.path === "src/contract.rs") ??
    files.find((file) => file.path.endsWith("/src/contract.rs")) ??
    files.find((file) => file.path.endsWith(".rs")) ??
    files[0];
  return { code: main?.content ?? "", language: "rust" as const, path: main?.path ?? "" };
}
