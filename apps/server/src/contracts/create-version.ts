import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/create-database.ts";
import type { ContractRow, ContractVersionRow } from "../db/schema.ts";
import type { Storage } from "../storage/storage.ts";
import { versionPrefix, writeVersionFiles } from "./version-storage.ts";

/**
 * Stores crate files as the contract's next version and makes it current (converted_path points
 * at it). Files go to storage first; the row is written last, so a failed upload leaves no row.
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
  const prefix = versionPrefix(contract.user_id, contract.id, number);
  const files = [...input.files].sort((a, b) => a.path.localeCompare(b.path));
  await writeVersionFiles(deps.storage, prefix, files);
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
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
}
