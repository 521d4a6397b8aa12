import { NOT_CONVERTED_MESSAGE } from "@contract-platform/api";
import type { ContractRow } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import type { Caller, ContractDeps } from "./contract-deps.ts";
import { createVersion } from "./create-version.ts";
import { toContract } from "./to-contract.ts";
import { toContractVersion } from "./to-contract-version.ts";

/**
 * Saves edited crate files (the whole crate as the editor holds it) as a new current version and
 * moves the contract to review (ADR 160).
 */
export async function saveVersion(
  deps: ContractDeps,
  caller: Caller,
  contract: ContractRow,
  input: { files: { path: string; content: string }[]; note: string },
) {
  if (contract.current_version === null) {
    throw new HttpError(409, "not_converted", NOT_CONVERTED_MESSAGE);
  }
  if (contract.status === "converting") {
    throw new HttpError(409, "conversion_running", "Wait for the running conversion to finish");
  }
  const paths = new Set(input.files.map((file) => file.path));
  if (paths.size !== input.files.length) {
    throw new HttpError(400, "validation_failed", "Invalid request: files: a path appears twice");
  }
  const created = await createVersion(deps, contract, {
    files: input.files,
    kind: "edit",
    note: input.note,
    createdBy: caller.userId,
    // The current code changed: whatever was analysed, tested or deployed no longer describes it.
    contractUpdate: { status: "review" },
  });
  return {
    contract: toContract(created.contract),
    version: toContractVersion(created.version, created.contract.current_version),
  };
}
