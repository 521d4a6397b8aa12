import { randomUUID } from "node:crypto";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/create-database.ts";
import type { ContractRow, ContractVersionRow } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import type { Storage } from "../storage/storage.ts";
import { deleteVersionFiles, versionPrefix, writeVersionFiles } from "./version-storage.ts";

/**
 * Stores crate files as the contract's next version and makes it current (converted_path points
 * at it). Files go to a folder of their own first; the row is written last, under a lock on the
 * contract. A failure at any step deletes the files written, leaves no row and no folder a
 * later save would reuse; a save that lost a race for the number is 409 version_conflict.
 */
export async function createVersion(
  deps: { db: Db; storage: Storage; clock: Clock },
  contract: ContractRow,
  input: {
    files: { path: string; content: string }[];
    kind: ContractVersionRow["kind"];
    note?: string;
    createdBy: string | null;
    /** Extra contract columns to set together with the new version (status, diagnostics...). */
    contractUpdate?: Partial<Pick<ContractRow, "status" | "error_message">> & {
      diagnostics?: string;
    };
  },
): Promise<{ version: ContractVersionRow; contract: ContractRow }> {
  const latest = await deps.db
    .selectFrom("contract_versions")
    .select((eb) => eb.fn.max("version").as("max"))
    .where("contract_id", "=", contract.id)
    .executeTakeFirst();
  const number = Number(latest?.max ?? 0) + 1;
  const prefix = versionPrefix(contract.user_id, contract.id, number, randomUUID().slice(0, 8));
  const files = [...input.files].sort((a, b) => a.path.localeCompare(b.path));
  await writeVersionFiles(deps.storage, prefix, files);
  const now = deps.clock.now();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      // Another save may have taken this number meanwhile: the contract row is the lock.
      await trx
        .selectFrom("contracts")
        .select("id")
        .where("id", "=", contract.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const taken = await trx
        .selectFrom("contract_versions")
        .select("id")
        .where("contract_id", "=", contract.id)
        .where("version", ">=", number)
        .executeTakeFirst();
      if (taken) {
        throw new HttpError(
          409,
          "version_conflict",
          "Another version of this contract was saved at the same time; reload and try again",
        );
      }
      const version = await trx
        .insertInto("contract_versions")
        .values({
          contract_id: contract.id,
          version: number,
          kind: input.kind,
          note: input.note ?? "",
          storage_prefix: prefix,
          files: JSON.stringify(files.map((file) => file.path)),
          created_by: input.createdBy,
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const updated = await trx
        .updateTable("contracts")
        .set({
          ...input.contractUpdate,
          current_version: number,
          converted_path: prefix,
          updated_at: now,
          last_activity_at: now,
        })
        .where("id", "=", contract.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { version, contract: updated };
    });
  } catch (error) {
    // Not saved: its files go too, so nothing of the attempt stays visible.
    await deleteVersionFiles(
      deps.storage,
      files.map((file) => `${prefix}/${file.path}`),
    );
    throw error;
  }
}
