import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { buildWasm, type WasmBuildResult } from "@contract-platform/toolchain";
import { findVersion, loadVersionFiles } from "../contracts/load-version-files.ts";
import { type JobHandler, JobTimeoutError } from "../jobs/job-runner.ts";
import { recordJobFailure } from "../jobs/record-job-failure.ts";
import {
  artifactKey,
  type BuildDeps,
  type BuildJobPayload,
  WASM_ARTIFACTS_BUCKET,
} from "./build-deps.ts";
import type { BuildStatusValue } from "./build-tables.ts";
import { loadBuildPolicy } from "./load-build-policy.ts";
import { trackRunningBuild } from "./running-builds.ts";

const statusOf: Record<WasmBuildResult["status"], BuildStatusValue> = {
  succeeded: "succeeded",
  invalid: "invalid",
  "compile-error": "failed",
  refused: "refused",
  unsupported: "unsupported",
  "timed-out": "timed-out",
  cancelled: "cancelled",
};

/** How often a running build looks for a cancel request made by another server process. */
const CANCEL_POLL_MS = 1000;

/**
 * The 'build-wasm' job: writes the crate version to a scratch directory, runs the sandboxed
 * wasm build, stores each artifact in the wasm_artifacts bucket under its checksum and records
 * the outcome. Cancel requests abort the build at once (in this process) or within a second.
 */
export function createBuildWasmHandler(deps: BuildDeps): JobHandler<BuildJobPayload, unknown> {
  return async ({ payload, signal, progress, job }) => {
    const { db, clock } = deps;
    const build = await db
      .selectFrom("builds")
      .selectAll()
      .where("id", "=", payload.buildId)
      .executeTakeFirst();
    if (!build || (build.status !== "queued" && build.status !== "running")) return null;
    const contract = await db
      .selectFrom("contracts")
      .selectAll()
      .where("id", "=", build.contract_id)
      .executeTakeFirstOrThrow();
    if (build.cancel_requested_at) {
      await finishCancelled(deps, payload.buildId, "Cancelled before it started.");
      return { buildId: build.id, status: "cancelled" };
    }
    await db
      .updateTable("builds")
      .set({ status: "running", started_at: clock.now(), updated_at: clock.now() })
      .where("id", "=", build.id)
      .execute();

    const controller = new AbortController();
    const onStop = () => controller.abort();
    signal.addEventListener("abort", onStop, { once: true });
    const untrack = trackRunningBuild(build.id, controller);
    let polling = true;
    const poll = () => {
      if (!polling) return;
      db.selectFrom("builds")
        .select("cancel_requested_at")
        .where("id", "=", build.id)
        .executeTakeFirst()
        .then((row) => {
          if (row?.cancel_requested_at) controller.abort();
        })
        .catch(() => {})
        .finally(() => {
          if (polling) cancelPoll = clock.setTimeout(poll, CANCEL_POLL_MS);
        });
    };
    let cancelPoll = clock.setTimeout(poll, CANCEL_POLL_MS);
    mkdirSync(deps.toolchain.workDir, { recursive: true });
    const scratch = mkdtempSync(join(deps.toolchain.workDir, "crate-"));
    try {
      await progress(5, "Preparing the crate");
      const version = await findVersion(deps, contract, build.contract_version);
      const files = await loadVersionFiles(deps, contract, version);
      for (const file of files) {
        mkdirSync(dirname(join(scratch, file.path)), { recursive: true });
        writeFileSync(join(scratch, file.path), file.content);
      }
      const { updatedAt: _updatedAt, ...policy } = await loadBuildPolicy(db);
      let compiled = 0;
      let reporting = Promise.resolve();
      await progress(10, "Building for wasm32-unknown-unknown");
      const result = await buildWasm(scratch, {
        config: deps.toolchain,
        policy,
        owner: contract.user_id ?? "shared",
        signal: controller.signal,
        onOutput: (chunk) => {
          for (const match of chunk.matchAll(/^\s*Compiling (\S+ v\S+)/gm)) {
            compiled += 1;
            const percent = Math.min(80, 10 + compiled * 2);
            reporting = reporting.then(() => progress(percent, `Compiling ${match[1]}`));
          }
        },
      });
      await reporting.catch(() => {});
      if (signal.reason instanceof JobTimeoutError) throw signal.reason;
      if (signal.aborted && result.status === "cancelled") {
        // The server is stopping, not the user: the runner puts the job back in the queue.
        await db
          .updateTable("builds")
          .set({ status: "queued", started_at: null, updated_at: clock.now() })
          .where("id", "=", build.id)
          .execute();
        const stopped = new Error("Build interrupted by shutdown");
        stopped.name = "AbortError";
        throw stopped;
      }
      await progress(90, "Storing artifacts");
      for (const artifact of result.artifacts) {
        const key = artifactKey(artifact.sha256);
        if (!(await deps.storage.exists(WASM_ARTIFACTS_BUCKET, key))) {
          await deps.storage.put(WASM_ARTIFACTS_BUCKET, key, artifact.wasm, {
            contentType: "application/wasm",
          });
        }
      }
      const main = mainArtifact(result, files);
      const now = clock.now();
      await db
        .updateTable("builds")
        .set({
          status: statusOf[result.status],
          artifacts: JSON.stringify(result.artifacts.map(({ wasm: _wasm, ...rest }) => rest)),
          checksum: main?.sha256 ?? null,
          size_bytes: main?.sizeBytes ?? null,
          diagnostics: JSON.stringify(result.diagnostics),
          violations: JSON.stringify(result.violations),
          log: result.log,
          toolchain: JSON.stringify(result.toolchain),
          cargo_lock: result.cargoLock,
          finished_at: now,
          updated_at: now,
        })
        .where("id", "=", build.id)
        .execute();
      return { buildId: build.id, status: statusOf[result.status], checksum: main?.sha256 ?? null };
    } catch (caught) {
      if (caught instanceof Error && caught.name === "AbortError") throw caught;
      const error = await recordJobFailure(deps, { caught, job, contract });
      await db
        .updateTable("builds")
        .set({
          status: caught instanceof JobTimeoutError ? "timed-out" : "failed",
          error: error.message,
          finished_at: clock.now(),
          updated_at: clock.now(),
        })
        .where("id", "=", build.id)
        .execute();
      throw error;
    } finally {
      polling = false;
      cancelPoll();
      untrack();
      signal.removeEventListener("abort", onStop);
      rmSync(scratch, { recursive: true, force: true });
    }
  };
}

/** The crate conversion.json names (target.crate), or the only artifact. */
function mainArtifact(
  result: WasmBuildResult,
  files: { path: string; content: string }[],
): WasmBuildResult["artifacts"][number] | undefined {
  const report = files.find((file) => file.path === "conversion.json");
  if (report) {
    try {
      const crate = (JSON.parse(report.content) as { target?: { crate?: string } }).target?.crate;
      const named = result.artifacts.find((artifact) => artifact.packageName === crate);
      if (named) return named;
    } catch {
      // A hand-edited conversion.json that is not JSON names nothing.
    }
  }
  return result.artifacts[0];
}

async function finishCancelled(deps: BuildDeps, buildId: string, log: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db
    .updateTable("builds")
    .set({ status: "cancelled", log, finished_at: now, updated_at: now })
    .where("id", "=", buildId)
    .execute();
}
