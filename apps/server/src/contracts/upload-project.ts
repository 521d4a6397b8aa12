import { createHash, randomUUID } from "node:crypto";
import {
  type ContractProject,
  collectProjectInMemory,
  type UploadProjectResponse,
  unresolvedImportMessage,
} from "@contract-platform/api";
import { sql } from "kysely";
import { HttpError } from "../http/http-error.ts";
import { chooseMainFile } from "./choose-main-file.ts";
import { collectProjectFiles } from "./collect-project-files.ts";
import { type Caller, CONTRACT_SOURCES_BUCKET, type ContractDeps } from "./contract-deps.ts";
import { projectFileKey } from "./read-project-sources.ts";
import { sanitizeFileName } from "./sanitize-file-name.ts";
import { startConversion } from "./start-conversion.ts";
import { toContract } from "./to-contract.ts";
import { validateContractFile } from "./validate-contract-file.ts";

/**
 * Takes a project (files picked with their paths, or a .zip's): checks every path and limit
 * (collectProjectFiles), picks the main file (chooseMainFile), resolves its imports as the
 * analyzer does (relative paths, remappings.txt / foundry.toml / lib/<name>, node_modules) and
 * refuses an import no file answers, naming it and its file. The main file and everything it
 * imports pass the single-file check (content, nesting) and are stored under their source unit
 * names; the rest is listed as ignored. Refusals are HttpErrors and store nothing. The same
 * project uploaded again (same files, same main) returns that contract.
 */
export async function uploadProject(
  deps: ContractDeps,
  caller: Caller,
  upload: {
    files: ReadonlyArray<{ path: string; content: Uint8Array }>;
    main?: string;
    convert?: boolean;
    otherFiles: "refuse" | "ignore";
    ignored?: Array<{ path: string; reason: string }>;
  },
): Promise<UploadProjectResponse> {
  const collected = collectProjectFiles(upload.files, upload.otherFiles);
  const decoder = new TextDecoder();
  const texts = collected.files.map((f) => ({ path: f.path, content: decoder.decode(f.content) }));
  const main = chooseMainFile(texts, upload.main, collected.strippedFolder);
  const project = collectProjectInMemory(texts, [main]);
  if (project.missing.length > 0) {
    const lines = project.missing.slice(0, 10).map(unresolvedImportMessage);
    if (project.missing.length > 10) lines.push(`… and ${project.missing.length - 10} more`);
    throw new HttpError(
      400,
      "unresolved_import",
      `${lines.join("; ")}. Imports resolve from the project root: relative paths, remappings (remappings.txt, foundry.toml, lib/<name>), then node_modules; include the imported files in the upload`,
      undefined,
      { body: { missing: project.missing.slice(0, 50) } },
    );
  }
  for (const file of project.files) {
    const validation = await validateContractFile(
      { fileName: file.path.split("/").pop() ?? file.path, content: file.content },
      { clock: deps.clock, userId: caller.userId, timeoutMs: deps.fileCheckTimeoutMs },
    );
    if (!validation.isValid) {
      throw new HttpError(
        400,
        "file_rejected",
        `${file.path}: ${validation.issues[0] ?? "File rejected"}`,
        undefined,
        { body: { file: file.path, validation } },
      );
    }
  }
  const kept = new Set(project.files.map((f) => f.path));
  const uploadedAs = new Set(texts.map((f) => f.path));
  // Found under node_modules (the unit name is the package path) or a Foundry lib/.
  const isDependency = (path: string) =>
    !uploadedAs.has(path) || path.startsWith("lib/") || path.startsWith("node_modules/");
  const ignored = [
    ...(upload.ignored ?? []),
    ...collected.ignored,
    ...texts
      .filter((f) => f.path.endsWith(".sol") && !kept.has(f.path) && !kept.has(unitOf(f.path)))
      .map((f) => ({ path: f.path, reason: `not imported by ${main}` })),
  ];
  const stored: ContractProject = {
    main,
    files: project.files.map((f) => ({
      path: f.path,
      size: Buffer.byteLength(f.content),
      ...(isDependency(f.path) ? { dependency: true } : {}),
    })),
    remappings: project.remappings.map(
      (r) => `${r.context ? `${r.context}:` : ""}${r.prefix}=${r.target}`,
    ),
  };
  const hash = projectHash(main, project.files);
  const fileName = sanitizeFileName(main);
  const mainText = project.files[0].content;
  const validation = { isValid: true, status: "safe" as const, issues: [], hash };
  const answer = (
    contract: UploadProjectResponse["result"]["contract"],
    duplicate: boolean,
    jobId: string | null = null,
  ): UploadProjectResponse => ({
    result: { fileName, accepted: true, duplicate, contract, validation, jobId },
    project: stored,
    ignored: ignored.slice(0, 500),
  });

  const findExisting = () =>
    deps.db
      .selectFrom("contracts")
      .selectAll()
      .where("user_id", "=", sql<string>`${caller.userId}::uuid`)
      .where("source_hash", "=", hash)
      .executeTakeFirst();
  const existing = await findExisting();
  if (existing) return answer(toContract(existing), true);

  // Files first, under the id the row will get, then the row: a crash in between leaves
  // unreferenced files, never a contract without its sources.
  const id = randomUUID();
  const sourcePath = `${caller.userId}/${id}/${fileName}`;
  const written: string[] = [];
  const removeWritten = () =>
    Promise.all(
      written.map((key) => deps.storage.delete(CONTRACT_SOURCES_BUCKET, key).catch(() => {})),
    );
  const put = async (key: string, text: string) => {
    written.push(key);
    await deps.storage.put(CONTRACT_SOURCES_BUCKET, key, text, {
      contentType: "text/plain; charset=utf-8",
    });
  };
  try {
    await put(sourcePath, mainText);
    for (const f of project.files) await put(projectFileKey(caller.userId, id, f.path), f.content);
  } catch (error) {
    await removeWritten();
    throw error;
  }
  const now = deps.clock.now();
  const inserted = await deps.db
    .insertInto("contracts")
    .values({
      id,
      user_id: caller.userId,
      name: fileName.replace(/\.[^.]+$/, ""),
      file_name: fileName,
      language: "solidity",
      status: "validated",
      source_hash: hash,
      source_size: stored.files.reduce((n, f) => n + f.size, 0),
      source_path: sourcePath,
      project: JSON.stringify(stored),
      metadata: JSON.stringify({ originalFileName: main.slice(0, 1024) }),
      created_at: now,
      updated_at: now,
      last_activity_at: now,
    })
    .onConflict((oc) => oc.columns(["user_id", "source_hash"]).doNothing())
    .returningAll()
    .executeTakeFirst()
    .catch(async (error: unknown) => {
      await removeWritten();
      throw error;
    });
  if (!inserted) {
    await removeWritten();
    const winner = await findExisting();
    return answer(winner ? toContract(winner) : null, true);
  }
  if (!upload.convert) return answer(toContract(inserted), false);
  const started = await startConversion(deps, caller, inserted.id);
  return answer(toContract(started.row), false, started.job.id);
}

/** The unit name a `node_modules/<package>/…` file is imported by. */
function unitOf(path: string): string {
  return path.startsWith("node_modules/") ? path.slice("node_modules/".length) : path;
}

/** SHA-256 over the main file's path and every stored file's path and content, sorted. */
function projectHash(main: string, files: ReadonlyArray<{ path: string; content: string }>) {
  const hash = createHash("sha256").update(`project\0${main}\0`);
  for (const f of [...files].sort((a, b) => (a.path < b.path ? -1 : 1)))
    hash.update(`${f.path}\0${f.content}\0`);
  return hash.digest("hex");
}
