import {
  createScenarioRequestSchema,
  importScenarioRequestSchema,
  updateScenarioRequestSchema,
} from "@contract-platform/api";
import { type Context, Hono } from "hono";
import type { AppDeps, AppEnv } from "../app-env.ts";
import { requireAuth } from "../auth/require-auth.ts";
import { findAccessibleContract } from "../contracts/find-accessible-contract.ts";
import { readJson } from "../http/read-json.ts";
import { createScenario } from "../testing/create-scenario.ts";
import { deleteScenario } from "../testing/delete-scenario.ts";
import { duplicateScenario } from "../testing/duplicate-scenario.ts";
import { exportScenario } from "../testing/export-scenario.ts";
import { findScenario } from "../testing/find-scenario.ts";
import { getContractInterface } from "../testing/get-contract-interface.ts";
import { importScenario } from "../testing/import-scenario.ts";
import { listScenarios } from "../testing/list-scenarios.ts";
import type { TestingDeps } from "../testing/testing-deps.ts";
import { toScenarioRecord } from "../testing/to-scenario-record.ts";
import { updateScenario } from "../testing/update-scenario.ts";

/**
 * /api/contracts/:id/interface and /api/contracts/:id/scenarios: the contract's ABI and its
 * behaviour scenarios (create, edit, duplicate, delete, import and export). Owner only.
 */
export function testingRoute(deps: AppDeps) {
  const td: TestingDeps = {
    db: deps.db,
    storage: deps.storage,
    jobs: deps.jobs,
    clock: deps.clock,
    logger: deps.logger,
  };
  const owned = (c: Context<AppEnv>) =>
    findAccessibleContract(td, requireAuth(c.var.auth), c.req.param("id") ?? "");
  const sid = (c: Context<AppEnv>) => c.req.param("sid") ?? "";

  return new Hono<AppEnv>()
    .get("/:id/interface", async (c) => c.json(await getContractInterface(td, await owned(c))))
    .get("/:id/scenarios", async (c) =>
      c.json({ scenarios: await listScenarios(td, await owned(c)) }),
    )
    .post("/:id/scenarios", async (c) => {
      const contract = await owned(c);
      const body = await readJson(c, createScenarioRequestSchema);
      const scenario = await createScenario(td, requireAuth(c.var.auth), contract, body);
      return c.json({ scenario }, 201);
    })
    .post("/:id/scenarios/import", async (c) => {
      const contract = await owned(c);
      const body = await readJson(c, importScenarioRequestSchema);
      const scenario = await importScenario(td, requireAuth(c.var.auth), contract, body);
      return c.json({ scenario }, 201);
    })
    .get("/:id/scenarios/:sid", async (c) => {
      const row = await findScenario(td, await owned(c), sid(c));
      return c.json({ scenario: toScenarioRecord(row) });
    })
    .patch("/:id/scenarios/:sid", async (c) => {
      const contract = await owned(c);
      const body = await readJson(c, updateScenarioRequestSchema);
      return c.json({ scenario: await updateScenario(td, contract, sid(c), body) });
    })
    .post("/:id/scenarios/:sid/duplicate", async (c) => {
      const contract = await owned(c);
      const scenario = await duplicateScenario(td, requireAuth(c.var.auth), contract, sid(c));
      return c.json({ scenario }, 201);
    })
    .delete("/:id/scenarios/:sid", async (c) => {
      await deleteScenario(td, await owned(c), sid(c));
      return c.body(null, 204);
    })
    .get("/:id/scenarios/:sid/export", async (c) => {
      const file = await exportScenario(td, await owned(c), sid(c));
      c.header("content-type", "application/json; charset=utf-8");
      c.header("content-disposition", `attachment; filename="${file.fileName}"`);
      c.header("cache-control", "no-store");
      return c.body(file.text);
    });
}
