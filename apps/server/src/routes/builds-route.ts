import { buildSettingsSchema, startBuildRequestSchema } from "@contract-platform/api";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../app-env.ts";
import { requireAuth, requireRole } from "../auth/require-auth.ts";
import type { BuildDeps } from "../builds/build-deps.ts";
import { cancelBuild } from "../builds/cancel-build.ts";
import { findOwnedBuild } from "../builds/find-owned-build.ts";
import { getToolchainStatus } from "../builds/get-toolchain-status.ts";
import { listBuilds } from "../builds/list-builds.ts";
import { loadBuildPolicy } from "../builds/load-build-policy.ts";
import { checksumsFile, readBuildArtifact } from "../builds/read-build-artifact.ts";
import { registerBuildJobs } from "../builds/register-build-jobs.ts";
import { startBuild } from "../builds/start-build.ts";
import { toBuild } from "../builds/to-build.ts";
import { updateBuildSettings } from "../builds/update-build-settings.ts";
import { findOwnedContract } from "../contracts/find-owned-contract.ts";
import { readJson } from "../http/read-json.ts";

export function buildDeps(deps: AppDeps): BuildDeps {
  return {
    db: deps.db,
    storage: deps.storage,
    jobs: deps.jobs,
    clock: deps.clock,
    logger: deps.logger,
    toolchain: deps.config.builds,
  };
}

/** /api/contracts/:id/builds: build a crate version to wasm, list a contract's builds. */
export function contractBuildsRoute(deps: AppDeps) {
  const bd = buildDeps(deps);
  registerBuildJobs(bd);
  return new Hono<AppEnv>()
    .post("/:id/builds", async (c) => {
      const caller = requireAuth(c.var.auth);
      // The body is optional: without one the current version is built.
      const hasBody = Boolean(c.req.header("content-type"));
      const request = hasBody ? await readJson(c, startBuildRequestSchema) : {};
      const { row, contractName, reused } = await startBuild(
        bd,
        caller,
        c.req.param("id"),
        request,
      );
      return c.json({ build: toBuild(row, contractName), reused }, reused ? 200 : 202);
    })
    .get("/:id/builds", async (c) => {
      const caller = requireAuth(c.var.auth);
      const contract = await findOwnedContract(bd, caller, c.req.param("id"));
      return c.json({ builds: await listBuilds(bd, caller, { contractId: contract.id }) });
    });
}

/** /api/builds: one build (status, log, validation), its wasm and checksums, cancel, settings. */
export function buildsRoute(deps: AppDeps) {
  const bd = buildDeps(deps);
  registerBuildJobs(bd);
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json({ builds: await listBuilds(bd, requireAuth(c.var.auth)) }))
    .get("/settings", async (c) => {
      requireAuth(c.var.auth);
      const { updatedAt, ...policy } = await loadBuildPolicy(bd.db);
      return c.json({ settings: { ...policy, updatedAt: updatedAt?.toISOString() } });
    })
    .put("/settings", async (c) => {
      const caller = requireRole(c.var.auth, "admin");
      const settings = await readJson(c, buildSettingsSchema);
      return c.json({ settings: await updateBuildSettings(bd, caller, settings) });
    })
    .get("/:id", async (c) => {
      const { row, contractName } = await findOwnedBuild(
        bd,
        requireAuth(c.var.auth),
        c.req.param("id"),
      );
      return c.json({ build: toBuild(row, contractName) });
    })
    .get("/:id/wasm", async (c) => {
      const { artifact, wasm } = await readBuildArtifact(
        bd,
        requireAuth(c.var.auth),
        c.req.param("id"),
        c.req.query("file"),
      );
      c.header("content-type", "application/wasm");
      c.header("content-disposition", `attachment; filename="${artifact.fileName}"`);
      c.header("x-checksum-sha256", artifact.sha256);
      c.header("cache-control", "no-store");
      return c.body(wasm as Uint8Array<ArrayBuffer>);
    })
    .get("/:id/checksums", async (c) => {
      const { row } = await findOwnedBuild(bd, requireAuth(c.var.auth), c.req.param("id"));
      c.header("content-type", "text/plain; charset=utf-8");
      c.header("content-disposition", 'attachment; filename="checksums.txt"');
      return c.body(checksumsFile(toBuild(row, "").artifacts));
    })
    .post("/:id/cancel", async (c) => {
      const { row, contractName } = await cancelBuild(
        bd,
        requireAuth(c.var.auth),
        c.req.param("id"),
      );
      return c.json({ build: toBuild(row, contractName) });
    });
}

/** /api/toolchain: the Rust toolchain's status with what to install (?refresh=true checks again). */
export function toolchainRoute(deps: AppDeps) {
  const bd = buildDeps(deps);
  return new Hono<AppEnv>().get("/", async (c) => {
    requireAuth(c.var.auth);
    const status = await getToolchainStatus(bd, c.req.query("refresh") === "true");
    return c.json({ toolchain: status });
  });
}
