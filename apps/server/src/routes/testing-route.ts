import {
  checkBusinessRuleRequestSchema,
  createBusinessRuleRequestSchema,
  createScenarioRequestSchema,
  importScenarioRequestSchema,
  startTestRunRequestSchema,
  updateBusinessRuleRequestSchema,
  updateScenarioRequestSchema,
  updateTestingSettingsRequestSchema,
} from "@contract-platform/api";
import { type Context, Hono } from "hono";
import type { AppDeps, AppEnv } from "../app-env.ts";
import { requireAuth } from "../auth/require-auth.ts";
import { findAccessibleContract } from "../contracts/find-accessible-contract.ts";
import { readJson } from "../http/read-json.ts";
import { checkBusinessRule } from "../testing/check-business-rule.ts";
import { createScenario } from "../testing/create-scenario.ts";
import { createStarterScenario } from "../testing/create-starter-scenario.ts";
import { deleteBusinessRule } from "../testing/delete-business-rule.ts";
import { deleteScenario } from "../testing/delete-scenario.ts";
import { duplicateScenario } from "../testing/duplicate-scenario.ts";
import { evaluateTestingGates } from "../testing/evaluate-testing-gates.ts";
import { exportScenario } from "../testing/export-scenario.ts";
import { findScenario } from "../testing/find-scenario.ts";
import { getContractInterface } from "../testing/get-contract-interface.ts";
import { importScenario } from "../testing/import-scenario.ts";
import { listBusinessRules } from "../testing/list-business-rules.ts";
import { listScenarios } from "../testing/list-scenarios.ts";
import { listTestRuns } from "../testing/list-test-runs.ts";
import { proposeAiScenarios } from "../testing/propose-ai-scenarios.ts";
import { readContractTestingSettings } from "../testing/read-contract-testing-settings.ts";
import { registerTestingJobs } from "../testing/register-testing-jobs.ts";
import { resolveCosmWasmSide } from "../testing/resolve-cosmwasm-side.ts";
import { saveBusinessRule } from "../testing/save-business-rule.ts";
import { saveContractTestingSettings } from "../testing/save-contract-testing-settings.ts";
import { startTestRun } from "../testing/start-test-run.ts";
import type { TestRunDeps } from "../testing/test-run-deps.ts";
import { toScenarioRecord } from "../testing/to-scenario-record.ts";
import { toTestRun } from "../testing/to-test-run.ts";
import { updateScenario } from "../testing/update-scenario.ts";
import { updateTestingStatus } from "../testing/update-testing-status.ts";

/**
 * /api/contracts/:id/interface, …/scenarios, …/rules, …/test-runs and …/testing/*: the contract's
 * ABI, its behaviour scenarios (create, edit, record, generate, duplicate, delete, import and
 * export), business rules, test runs, which suites run on each new version and gate its statuses,
 * and where the gates stand.
 */
export function testingRoute(deps: AppDeps) {
  const td: TestRunDeps = {
    db: deps.db,
    storage: deps.storage,
    jobs: deps.jobs,
    clock: deps.clock,
    logger: deps.logger,
    limits: deps.config.testing,
    toolchain: deps.config.builds,
  };
  registerTestingJobs({ ...td, realtime: deps.realtime });
  const aiSettings = {
    provider: deps.config.ai,
    timeoutMs: deps.config.aiLimits.timeoutMs,
    dailyRequests: deps.config.aiLimits.dailyRequests,
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
      return c.json(await createScenario(td, requireAuth(c.var.auth), contract, body), 201);
    })
    .post("/:id/scenarios/import", async (c) => {
      const contract = await owned(c);
      const body = await readJson(c, importScenarioRequestSchema);
      const scenario = await importScenario(td, requireAuth(c.var.auth), contract, body);
      return c.json({ scenario }, 201);
    })
    .post("/:id/scenarios/propose", async (c) => {
      const contract = await owned(c);
      return c.json(
        await proposeAiScenarios(td, aiSettings, requireAuth(c.var.auth), contract),
        201,
      );
    })
    .post("/:id/scenarios/generate", async (c) => {
      const contract = await owned(c);
      const scenario = await createStarterScenario(td, requireAuth(c.var.auth), contract);
      return c.json({ scenario }, 201);
    })
    .get("/:id/scenarios/:sid", async (c) => {
      const row = await findScenario(td, await owned(c), sid(c));
      return c.json({ scenario: toScenarioRecord(row) });
    })
    .patch("/:id/scenarios/:sid", async (c) => {
      const contract = await owned(c);
      const body = await readJson(c, updateScenarioRequestSchema);
      return c.json(await updateScenario(td, contract, sid(c), body));
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
    })
    .get("/:id/testing/settings", async (c) =>
      c.json(await readContractTestingSettings(td.db, await owned(c))),
    )
    .put("/:id/testing/settings", async (c) => {
      const contract = await owned(c);
      const { settings } = await readJson(c, updateTestingSettingsRequestSchema);
      await saveContractTestingSettings(td, contract, settings);
      await updateTestingStatus(td, contract.id);
      return c.json(await readContractTestingSettings(td.db, contract));
    })
    .delete("/:id/testing/settings", async (c) => {
      const contract = await owned(c);
      await saveContractTestingSettings(td, contract, null);
      await updateTestingStatus(td, contract.id);
      return c.json(await readContractTestingSettings(td.db, contract));
    })
    .get("/:id/testing/status", async (c) => {
      const contract = await owned(c);
      const gates = await evaluateTestingGates(td.db, contract);
      const resolved = await resolveCosmWasmSide(td, contract, contract.current_version, {
        startBuild: false,
      });
      const cosmwasm =
        "side" in resolved
          ? resolved.side
          : { available: false, engine: null, reason: "A wasm build is under way.", errors: [] };
      return c.json({ ...gates, cosmwasm });
    })
    .post("/:id/test-runs", async (c) => {
      const contract = await owned(c);
      const body = await readJson(c, startTestRunRequestSchema);
      const row = await startTestRun(td, requireAuth(c.var.auth), contract, body);
      if (!row) throw new Error("a manual run is always created");
      return c.json({ runId: row.id, run: toTestRun(row, contract.name) }, 202);
    })
    .get("/:id/rules", async (c) => c.json({ rules: await listBusinessRules(td, await owned(c)) }))
    .post("/:id/rules/check", async (c) => {
      const contract = await owned(c);
      const { expression } = await readJson(c, checkBusinessRuleRequestSchema);
      return c.json({
        problems: checkBusinessRule(expression, await getContractInterface(td, contract)),
      });
    })
    .post("/:id/rules", async (c) => {
      const contract = await owned(c);
      const body = await readJson(c, createBusinessRuleRequestSchema);
      const rule = await saveBusinessRule(td, requireAuth(c.var.auth), contract, body);
      await updateTestingStatus(td, contract.id);
      return c.json({ rule }, 201);
    })
    .patch("/:id/rules/:rid", async (c) => {
      const contract = await owned(c);
      const body = await readJson(c, updateBusinessRuleRequestSchema);
      const rule = await saveBusinessRule(td, requireAuth(c.var.auth), contract, {
        ...body,
        ruleId: c.req.param("rid"),
      });
      await updateTestingStatus(td, contract.id);
      return c.json({ rule });
    })
    .delete("/:id/rules/:rid", async (c) => {
      const contract = await owned(c);
      await deleteBusinessRule(td, contract, c.req.param("rid"));
      await updateTestingStatus(td, contract.id);
      return c.body(null, 204);
    })
    .get("/:id/test-runs", async (c) => c.json({ runs: await listTestRuns(td, await owned(c)) }));
}
