import type { StartBuildRequest } from "@contract-platform/api";
import { getToolchain } from "@contract-platform/toolchain";
import { sql } from "kysely";
import type { Caller } from "../contracts/contract-deps.ts";
import { findOwnedContract } from "../contracts/find-owned-contract.ts";
import { findVersion, loadVersionFiles } from "../contracts/load-version-files.ts";
import {
  artifactKey,
  BUILD_WASM_JOB,
  type BuildDeps,
  type BuildJobPayload,
  WASM_ARTIFACTS_BUCKET,
} from "./build-deps.ts";
import { buildInputHash } from "./build-input-hash.ts";
import { loadBuildPolicy } from "./load-build-policy.ts";
import type { BuildRow } from "./to-build.ts";

/**
 * Builds a version of the caller's contract (the current one by default). A build of the same
 * input already under way is returned as it is; a finished build of identical files with the same
 * toolchain and policy is reused: a new build row pointing at the same artifacts, done at once.
 */
export async function startBuild(
  deps: BuildDeps,
  caller: Caller,
  contractId: string,
  request: StartBuildRequest,
): Promise<{ row: BuildRow; contractName: string; reused: boolean }> {
  const contract = await findOwnedContract(deps, caller, contractId);
  const version = await findVersion(deps, contract, request.version);
  const files = await loadVersionFiles(deps, contract, version);
  const { updatedAt: _updatedAt, ...policy } = await loadBuildPolicy(deps.db);
  const toolchainId = await getToolchain(deps.toolchain)
    .then((toolchain) => toolchain.id)
    .catch(() => "unavailable");
  const inputHash = buildInputHash(files, toolchainId, policy);
  const now = deps.clock.now();

  const active = await deps.db
    .selectFrom("builds")
    .selectAll()
    .where("contract_id", "=", contract.id)
    .where("input_hash", "=", inputHash)
    .where("status", "in", ["queued", "running"])
    .where("cancel_requested_at", "is", null)
    .executeTakeFirst();
  if (active) return { row: active, contractName: contract.name, reused: false };

  const previous = await deps.db
    .selectFrom("builds")
    .innerJoin("contracts", "contracts.id", "builds.contract_id")
    .selectAll("builds")
    .where("builds.input_hash", "=", inputHash)
    .where("builds.status", "in", ["succeeded", "invalid"])
    .where("contracts.user_id", "=", sql<string>`${caller.userId}::uuid`)
    .orderBy("builds.created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (previous && (await artifactsStored(deps, previous))) {
    const row = await deps.db
      .insertInto("builds")
      .values({
        contract_id: contract.id,
        user_id: caller.userId,
        contract_version: version.version,
        status: previous.status,
        input_hash: inputHash,
        reused_from: previous.reused_from ?? previous.id,
        artifacts: JSON.stringify(previous.artifacts),
        checksum: previous.checksum,
        size_bytes: previous.size_bytes,
        diagnostics: JSON.stringify(previous.diagnostics),
        violations: JSON.stringify(previous.violations),
        log: `Identical to build ${previous.reused_from ?? previous.id} (same files, toolchain and policy): its artifacts are reused.\n\n${previous.log}`,
        toolchain: JSON.stringify(previous.toolchain),
        cargo_lock: previous.cargo_lock,
        started_at: now,
        finished_at: now,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { row, contractName: contract.name, reused: true };
  }

  const inserted = await deps.db
    .insertInto("builds")
    .values({
      contract_id: contract.id,
      user_id: caller.userId,
      contract_version: version.version,
      status: "queued",
      input_hash: inputHash,
      artifacts: "[]",
      diagnostics: "[]",
      violations: "[]",
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const job = await deps.jobs.enqueue<BuildJobPayload>(
    BUILD_WASM_JOB,
    { buildId: inserted.id },
    { userId: caller.userId, maxAttempts: 1 },
  );
  const row = await deps.db
    .updateTable("builds")
    .set({ job_id: job.id })
    .where("id", "=", inserted.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, contractName: contract.name, reused: false };
}

async function artifactsStored(deps: BuildDeps, row: BuildRow): Promise<boolean> {
  for (const artifact of row.artifacts as { sha256: string }[]) {
    if (!(await deps.storage.exists(WASM_ARTIFACTS_BUCKET, artifactKey(artifact.sha256)))) {
      return false;
    }
  }
  return true;
}
