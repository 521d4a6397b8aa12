import { DOWNLOAD_FAILED_MESSAGE, NOT_CONVERTED_MESSAGE } from "@contract-platform/api";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/create-database.ts";
import type { ContractRow, ContractVersionRow } from "../db/schema.ts";
import { recordErrorLog } from "../error-logs/record-error-log.ts";
import { HttpError } from "../http/http-error.ts";
import type { Logger } from "../logger/create-logger.ts";
import type { Storage } from "../storage/storage.ts";
import { readVersionFiles } from "./version-storage.ts";

type Deps = { db: Db; storage: Storage; clock: Clock; logger: Logger };

/** Version `n` (default: the current one) of a contract; 409 when it was never converted. */
export async function findVersion(
  deps: { db: Db },
  contract: ContractRow,
  n?: number,
): Promise<ContractVersionRow> {
  if (contract.current_version === null) {
    throw new HttpError(409, "not_converted", NOT_CONVERTED_MESSAGE);
  }
  const row = await deps.db
    .selectFrom("contract_versions")
    .selectAll()
    .where("contract_id", "=", contract.id)
    .where("version", "=", n ?? contract.current_version)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, "version_not_found", `Version ${n} not found`);
  return row;
}

/**
 * Reads a version's crate files from the converted_contracts bucket. A storage failure is logged
 * in error_logs (with the contract and user) and answered 502 'Failed to download converted code'.
 */
export async function loadVersionFiles(
  deps: Deps,
  contract: ContractRow,
  version: ContractVersionRow,
): Promise<{ path: string; content: string }[]> {
  try {
    return await readVersionFiles(deps.storage, version.storage_prefix, version.files);
  } catch (caught) {
    const error = caught instanceof Error ? caught : new Error(String(caught));
    deps.logger.error({ err: error, contractId: contract.id }, "could not read converted code");
    await recordErrorLog(deps, {
      errorType: "StorageError",
      errorMessage: error.message,
      stackTrace: error.stack ?? null,
      context: {
        operation: "download converted code",
        attempt: 1,
        timestamp: deps.clock.now().toISOString(),
        version: version.version,
      },
      contractId: contract.id,
      userId: contract.user_id,
      source: "server",
    }).catch(() => {});
    throw new HttpError(502, "download_failed", DOWNLOAD_FAILED_MESSAGE);
  }
}
