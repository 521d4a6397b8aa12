import {
  downloadQuerySchema,
  MAX_ARCHIVE_BYTES,
  saveVersionRequestSchema,
  type UploadResult,
  updateContractConfigSchema,
  updateStatusRequestSchema,
  uploadContractsRequestSchema,
  uploadProjectRequestSchema,
  versionDiffQuerySchema,
  versionNumberSchema,
} from "@contract-platform/api";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../app-env.ts";
import { requireAuth, unauthorized } from "../auth/require-auth.ts";
import { buildContractZip } from "../contracts/build-contract-zip.ts";
import { projectPath } from "../contracts/collect-project-files.ts";
import type { ContractDeps } from "../contracts/contract-deps.ts";
import { deleteContract } from "../contracts/delete-contract.ts";
import { diffVersions } from "../contracts/diff-versions.ts";
import { findAccessibleContract } from "../contracts/find-accessible-contract.ts";
import { getContractCode } from "../contracts/get-contract-code.ts";
import { getContractConfig } from "../contracts/get-contract-config.ts";
import { getConvertedCode } from "../contracts/get-converted-code.ts";
import { getOwnerEmail } from "../contracts/get-owner-email.ts";
import { getWorkflow } from "../contracts/get-workflow.ts";
import { listContracts } from "../contracts/list-contracts.ts";
import { listVersions } from "../contracts/list-versions.ts";
import { findVersion, loadVersionFiles } from "../contracts/load-version-files.ts";
import { readProjectArchive } from "../contracts/read-project-archive.ts";
import { registerContractJobs } from "../contracts/register-contract-jobs.ts";
import { restoreVersion } from "../contracts/restore-version.ts";
import { saveVersion } from "../contracts/save-version.ts";
import { startConversion } from "../contracts/start-conversion.ts";
import { toContract } from "../contracts/to-contract.ts";
import { toContractJob } from "../contracts/to-contract-job.ts";
import { toContractVersion } from "../contracts/to-contract-version.ts";
import { updateContractConfig } from "../contracts/update-contract-config.ts";
import { updateContractStatus } from "../contracts/update-contract-status.ts";
import { uploadContract } from "../contracts/upload-contract.ts";
import { uploadProject } from "../contracts/upload-project.ts";
import { HttpError } from "../http/http-error.ts";
import { readJson, validate } from "../http/read-json.ts";

/** Most files one upload may carry (as the JSON body's `files`). */
const MAX_UPLOAD_FILES = 20;

/** Files of a multipart upload (fields `files` or `file`) or of a JSON body. */
async function readUpload(c: import("hono").Context<AppEnv>) {
  const type = c.req.header("content-type") ?? "";
  if (type.startsWith("multipart/form-data")) {
    const form = await c.req.parseBody({ all: true }).catch(() => {
      throw new HttpError(
        400,
        "invalid_multipart",
        "Request body is not valid multipart/form-data",
      );
    });
    const values = [form.files, form.file].flat().filter((value) => value instanceof File);
    const invalid = (message: string) =>
      new HttpError(400, "validation_failed", `Invalid request: files: ${message}`);
    if (values.length === 0) throw invalid("no file in the form");
    if (values.length > MAX_UPLOAD_FILES)
      throw invalid(`at most ${MAX_UPLOAD_FILES} files at once`);
    if (
      values.some((file) => !file.name || file.name.length > 1024 || file.name.includes("\u0000"))
    ) {
      throw invalid("each file needs a name of 1 to 1024 characters without NUL characters");
    }
    const convert = form.convert === "true";
    return Promise.all(
      values.map(async (file) => ({
        fileName: file.name,
        content: new Uint8Array(await file.arrayBuffer()),
        convert,
      })),
    );
  }
  // NUL in a file's content is for the file check to report (binary data), not a bad request.
  const body = await readJson(c, uploadContractsRequestSchema, {
    allowNul: ["content", "files.*.content"],
  });
  const convert = "convert" in body && body.convert === true;
  return "files" in body
    ? body.files.map((file) => ({ ...file, convert }))
    : [{ fileName: body.fileName, content: body.content, convert }];
}

/**
 * A project upload: a .zip (multipart field `archive`, with `main` and `convert` fields) or
 * several files with their paths (JSON, uploadProjectRequestSchema).
 */
async function readProjectUpload(c: import("hono").Context<AppEnv>) {
  const type = c.req.header("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) {
    const body = await readJson(c, uploadProjectRequestSchema, { allowNul: ["files.*.content"] });
    const encoder = new TextEncoder();
    return {
      files: body.files.map((f) => ({ path: f.path, content: encoder.encode(f.content) })),
      main: body.main,
      convert: body.convert === true,
      otherFiles: "refuse" as const,
    };
  }
  const form = await c.req.parseBody().catch(() => {
    throw new HttpError(400, "invalid_multipart", "Request body is not valid multipart/form-data");
  });
  const archive = form.archive;
  if (!(archive instanceof File)) {
    throw new HttpError(
      400,
      "validation_failed",
      "Invalid request: archive: a .zip file is required",
    );
  }
  if (!archive.name.toLowerCase().endsWith(".zip")) {
    throw new HttpError(
      400,
      "file_type_not_allowed",
      `${archive.name.slice(0, 200)}: a project archive must be a .zip file`,
    );
  }
  if (archive.size > MAX_ARCHIVE_BYTES) {
    throw new HttpError(413, "file_too_large", "File size exceeds 10MB limit");
  }
  const main = typeof form.main === "string" && form.main !== "" ? form.main : undefined;
  if (main !== undefined && (main.length > 1024 || main.includes("\u0000"))) {
    throw new HttpError(
      400,
      "validation_failed",
      "Invalid request: main: a path of at most 1024 characters",
    );
  }
  const read = readProjectArchive(new Uint8Array(await archive.arrayBuffer()), (name) =>
    /\.sol$|(^|\/)(remappings\.txt|foundry\.toml)$/.test(name),
  );
  // A path that escapes the project is refused even where the file would not be read.
  for (const name of read.skipped) projectPath(name);
  return {
    files: read.files.map((f) => ({ path: f.name, content: f.content })),
    main,
    convert: form.convert === "true",
    otherFiles: "ignore" as const,
    ignored: read.skipped.slice(0, 200).map((path) => ({ path, reason: "not a Solidity file" })),
  };
}

/**
 * /api/contracts: upload, list, detail, delete, conversion options and runs, workflow, code
 * review, versions, diff and zip download. A user reaches their own contracts; moderators and
 * admins every user's (spec §6), each such action audited (auditContractAccess).
 */
export function contractsRoute(deps: AppDeps) {
  const cd: ContractDeps = {
    db: deps.db,
    storage: deps.storage,
    jobs: deps.jobs,
    clock: deps.clock,
    logger: deps.logger,
    fileCheckTimeoutMs: deps.config.fileCheckTimeoutMs,
    listCache: deps.listCache,
  };
  registerContractJobs(cd);
  const owned = (c: import("hono").Context<AppEnv>) =>
    findAccessibleContract(cd, requireAuth(c.var.auth), c.req.param("id") ?? "");

  return new Hono<AppEnv>()
    .post("/", async (c) => {
      const caller = requireAuth(c.var.auth);
      const files = await readUpload(c);
      const results: UploadResult[] = [];
      for (const file of files) results.push(await uploadContract(cd, caller, file));
      if (!results.some((result) => result.accepted)) {
        const first = results[0].validation.issues[0] ?? "File rejected";
        return c.json({ error: first, code: "file_rejected", results }, 400);
      }
      const created = results.some((result) => result.accepted && !result.duplicate);
      return c.json({ results }, created ? 201 : 200);
    })
    .post("/projects", async (c) => {
      const caller = requireAuth(c.var.auth);
      const upload = await readProjectUpload(c);
      const answer = await uploadProject(cd, caller, upload);
      return c.json(answer, answer.result.duplicate ? 200 : 201);
    })
    .get("/", async (c) => {
      // The list's own query checks the session (authMiddleware's checkedByRoute, ADR 104).
      const bearer = c.var.auth === null ? null : c.var.bearer;
      if (!bearer) throw unauthorized();
      const listed = await listContracts(cd, bearer, c.req.query());
      if (!listed) throw unauthorized();
      c.set("auth", listed.caller);
      // The database wrote the answer's JSON (ADR 105).
      return c.body(listed.body, 200, { "content-type": "application/json" });
    })
    .get("/:id", async (c) => {
      const row = await owned(c);
      return c.json({ contract: { ...toContract(row), ownerEmail: await getOwnerEmail(cd, row) } });
    })
    .delete("/:id", async (c) => {
      await deleteContract(cd, requireAuth(c.var.auth), c.req.param("id"));
      return c.body(null, 204);
    })
    .get("/:id/config", async (c) => c.json(await getContractConfig(cd, await owned(c))))
    .put("/:id/config", async (c) => {
      const input = await readJson(c, updateContractConfigSchema);
      return c.json(
        await updateContractConfig(cd, requireAuth(c.var.auth), c.req.param("id"), input),
      );
    })
    .post("/:id/convert", async (c) => {
      const { row, job } = await startConversion(cd, requireAuth(c.var.auth), c.req.param("id"));
      return c.json({ contract: toContract(row), job: toContractJob(job) }, 202);
    })
    .get("/:id/workflow", async (c) => c.json(await getWorkflow(cd, await owned(c))))
    .post("/:id/status", async (c) => {
      const input = await readJson(c, updateStatusRequestSchema);
      const row = await updateContractStatus(
        cd,
        requireAuth(c.var.auth),
        c.req.param("id"),
        input.status,
      );
      return c.json({ contract: toContract(row) });
    })
    .get("/:id/code", async (c) => {
      const { version } = validate(downloadQuerySchema, c.req.query());
      return c.json(await getContractCode(cd, await owned(c), version));
    })
    .get("/:id/converted-code", async (c) => c.json(await getConvertedCode(cd, await owned(c))))
    .get("/:id/versions", async (c) => {
      return c.json({ versions: await listVersions(cd, await owned(c)) });
    })
    .post("/:id/versions", async (c) => {
      const contract = await owned(c);
      const input = await readJson(c, saveVersionRequestSchema);
      return c.json(await saveVersion(cd, requireAuth(c.var.auth), contract, input), 201);
    })
    .get("/:id/versions/diff", async (c) => {
      const contract = await owned(c);
      const { from, to } = validate(versionDiffQuerySchema, c.req.query());
      return c.json(await diffVersions(cd, contract, from, to));
    })
    .get("/:id/versions/:n", async (c) => {
      const contract = await owned(c);
      const n = validate(versionNumberSchema, c.req.param("n"));
      const version = await findVersion(cd, contract, n);
      return c.json({
        version: toContractVersion(version, contract.current_version),
        files: await loadVersionFiles(cd, contract, version),
      });
    })
    .post("/:id/versions/:n/restore", async (c) => {
      const contract = await owned(c);
      const n = validate(versionNumberSchema, c.req.param("n"));
      return c.json(await restoreVersion(cd, requireAuth(c.var.auth), contract, n), 201);
    })
    .get("/:id/download.zip", (c) => download(c))
    .get("/:id/download", (c) => download(c));

  async function download(c: import("hono").Context<AppEnv>) {
    const contract = await owned(c);
    const { version } = validate(downloadQuerySchema, c.req.query());
    const zip = await buildContractZip(cd, contract, version);
    c.header("content-type", "application/zip");
    c.header("content-disposition", `attachment; filename="${zip.fileName}"`);
    c.header("cache-control", "no-store");
    return c.body(zip.bytes as Uint8Array<ArrayBuffer>);
  }
}
