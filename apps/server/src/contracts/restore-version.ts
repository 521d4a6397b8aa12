import type { ContractRow } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import type { Caller, ContractDeps } from "./contract-deps.ts";
import { createVersion } from "./create-version.ts";
import { findVersion, loadVersionFiles } from "./load-version-files.ts";
import { toContract } from "./to-contract.ts";
import { toContractVersion } from "./to-contract-version.ts";

/** Restores version n by saving its files as a new current version (history is never rewritten). */
export async function restoreVersion(
  deps: ContractDeps,
  caller: Caller,
  contract: ContractRow,
  n: number,
) {
  if (contract.status === "converting") {
    throw new HttpError(409, "conversion_running", "Wait for the running conversion to finish");
  }
  const source = await findVersion(deps, contract, n);
  const files = await loadVersionFiles(deps, contract, source);
  const created = await createVersion(deps, contract, {
    files,
    kind: "restore",
    note: `Restored version ${n}`,
    createdBy: caller.userId,
    // The current code changed: whatever was analysed, tested or deployed no longer describes it.
    contractUpdate: { status: "review" },
  });
  return {
    contract: toContract(created.contract),
    version: toContractVersion(created.version, created.contract.current_version),
  };
}
