import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/create-database.ts";
import type { Logger } from "../logger/create-logger.ts";
import type { Storage } from "../storage/storage.ts";
import { CONTRACT_SOURCES_BUCKET } from "./contract-deps.ts";

/** An 'uploaded' row younger than this may still be in the hands of a running (older) server. */
const SETTLE_AFTER_MS = 5 * 60_000;

/**
 * Settles contracts an interrupted upload left 'uploaded' (uploads now insert them validated;
 * earlier servers wrote 'uploaded' first and 'validated' once the source was stored): one whose
 * source is stored becomes validated, one without it is deleted, so the same file can be uploaded
 * again. Run at start-up; returns what it did.
 */
export async function settleInterruptedUploads(deps: {
  db: Db;
  storage: Storage;
  clock: Clock;
  logger: Logger;
}): Promise<{ validated: string[]; deleted: string[] }> {
  const now = deps.clock.now();
  const rows = await deps.db
    .selectFrom("contracts")
    .select(["id", "user_id", "file_name", "source_path"])
    .where("status", "=", "uploaded")
    .where("updated_at", "<", new Date(now.getTime() - SETTLE_AFTER_MS))
    .execute();
  const settled = { validated: [] as string[], deleted: [] as string[] };
  for (const row of rows) {
    try {
      await settle(row);
    } catch (error) {
      deps.logger.error(
        { err: error, contractId: row.id },
        "could not settle an interrupted upload",
      );
    }
  }
  if (rows.length > 0) deps.logger.info(settled, "settled contracts left 'uploaded' by a crash");
  return settled;

  async function settle(row: (typeof rows)[number]) {
    const sourcePath = row.source_path ?? `${row.user_id}/${row.id}/${row.file_name}`;
    const stored = await deps.storage
      .exists(CONTRACT_SOURCES_BUCKET, sourcePath)
      .catch(() => false);
    if (stored) {
      await deps.db
        .updateTable("contracts")
        .set({ status: "validated", source_path: sourcePath, updated_at: now })
        .where("id", "=", row.id)
        .where("status", "=", "uploaded")
        .execute();
      settled.validated.push(row.id);
    } else {
      await deps.db
        .deleteFrom("contracts")
        .where("id", "=", row.id)
        .where("status", "=", "uploaded")
        .execute();
      settled.deleted.push(row.id);
    }
  }
}
