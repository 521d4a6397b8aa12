import { randomUUID } from "node:crypto";
import type { UploadResult } from "@contract-platform/api";
import { sql } from "kysely";
import { type Caller, CONTRACT_SOURCES_BUCKET, type ContractDeps } from "./contract-deps.ts";
import { createVersion } from "./create-version.ts";
import { detectLanguage } from "./detect-language.ts";
import { sanitizeFileName } from "./sanitize-file-name.ts";
import { startConversion } from "./start-conversion.ts";
import { toContract } from "./to-contract.ts";
import { validateContractFile } from "./validate-contract-file.ts";

/**
 * Takes one uploaded file: validates it (size, type, content), recognises a file the caller
 * already uploaded (same SHA-256) and returns that contract, otherwise stores the source and adds
 * the contract, validated (never left 'uploaded' by a crash). A .rs file is an existing CosmWasm contract: its file becomes
 * version 1 and the contract is converted at once. `convert` queues a Solidity conversion.
 */
export async function uploadContract(
  deps: ContractDeps,
  caller: Caller,
  file: { fileName: string; content: string | Uint8Array; convert?: boolean },
): Promise<UploadResult> {
  const validation = await validateContractFile(
    { fileName: file.fileName, content: file.content },
    { clock: deps.clock, userId: caller.userId, timeoutMs: deps.fileCheckTimeoutMs },
  );
  const fileName = sanitizeFileName(file.fileName);
  const rejected = { fileName, duplicate: false, contract: null, validation, jobId: null };
  if (!validation.isValid) return { ...rejected, accepted: false };
  const language = detectLanguage(fileName) ?? "solidity";
  const text =
    typeof file.content === "string" ? file.content : new TextDecoder().decode(file.content);

  const findExisting = () =>
    deps.db
      .selectFrom("contracts")
      .selectAll()
      .where("user_id", "=", sql<string>`${caller.userId}::uuid`)
      .where("source_hash", "=", validation.hash)
      .executeTakeFirst();
  const existing = await findExisting();
  if (existing) {
    return { ...rejected, accepted: true, duplicate: true, contract: toContract(existing) };
  }

  // Source first, under the id the row will get, then the row, already validated, in one
  // statement: a crash in between leaves an unreferenced file, never a half-made contract.
  const id = randomUUID();
  const sourcePath = `${caller.userId}/${id}/${fileName}`;
  await deps.storage.put(CONTRACT_SOURCES_BUCKET, sourcePath, text, {
    contentType: "text/plain; charset=utf-8",
  });
  const now = deps.clock.now();
  const inserted = await deps.db
    .insertInto("contracts")
    .values({
      id,
      user_id: caller.userId,
      name: fileName.replace(/\.[^.]+$/, ""),
      file_name: fileName,
      language,
      status: "validated",
      source_hash: validation.hash,
      source_size: Buffer.byteLength(text, "utf8"),
      source_path: sourcePath,
      metadata: JSON.stringify({ originalFileName: file.fileName.slice(0, 1024) }),
      created_at: now,
      updated_at: now,
      last_activity_at: now,
    })
    .onConflict((oc) => oc.columns(["user_id", "source_hash"]).doNothing())
    .returningAll()
    .executeTakeFirst()
    .catch(async (error: unknown) => {
      await deps.storage.delete(CONTRACT_SOURCES_BUCKET, sourcePath).catch(() => {});
      throw error;
    });
  if (!inserted) {
    // The same file arrived twice at once; the other request created it.
    await deps.storage.delete(CONTRACT_SOURCES_BUCKET, sourcePath).catch(() => {});
    const winner = await findExisting();
    return {
      ...rejected,
      accepted: true,
      duplicate: true,
      contract: winner ? toContract(winner) : null,
    };
  }
  let contract = inserted;

  if (language === "rust") {
    contract = (
      await createVersion(deps, contract, {
        files: [{ path: `src/${fileName}`, content: text }],
        kind: "upload",
        note: "Uploaded CosmWasm contract",
        createdBy: caller.userId,
        contractUpdate: { status: "converted" },
      })
    ).contract;
  }

  let jobId: string | null = null;
  if (file.convert && language === "solidity") {
    const started = await startConversion(deps, caller, contract.id);
    contract = started.row;
    jobId = started.job.id;
  }
  return { ...rejected, accepted: true, duplicate: false, contract: toContract(contract), jobId };
}
