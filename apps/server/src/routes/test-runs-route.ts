import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../app-env.ts";
import { requireAuth } from "../auth/require-auth.ts";
import { HttpError } from "../http/http-error.ts";
import { cancelTestRun } from "../testing/cancel-test-run.ts";
import { compareTestRuns } from "../testing/compare-test-runs.ts";
import { explainDivergence } from "../testing/explain-divergence.ts";
import { findTestRun } from "../testing/find-test-run.ts";
import { toTestRun } from "../testing/to-test-run.ts";

/** /api/test-runs/:runId: one run with its steps, cancel, and what changed since another run. */
export function testRunsRoute(deps: AppDeps) {
  const aiSettings = {
    provider: deps.config.ai,
    timeoutMs: deps.config.aiLimits.timeoutMs,
    dailyRequests: deps.config.aiLimits.dailyRequests,
  };
  return new Hono<AppEnv>()
    .get("/:runId", async (c) => {
      const { row, contractName } = await findTestRun(
        deps,
        requireAuth(c.var.auth),
        c.req.param("runId"),
      );
      return c.json(toTestRun(row, contractName));
    })
    .post("/:runId/divergences/:index/explain", async (c) => {
      const index = Number(c.req.param("index"));
      if (!Number.isInteger(index) || index < 0 || index > 10_000) {
        throw new HttpError(404, "divergence_not_found", "Divergence not found");
      }
      return c.json(
        await explainDivergence(
          deps,
          aiSettings,
          requireAuth(c.var.auth),
          c.req.param("runId"),
          index,
        ),
      );
    })
    .post("/:runId/cancel", async (c) =>
      c.json(await cancelTestRun(deps, requireAuth(c.var.auth), c.req.param("runId"))),
    )
    .get("/:runId/compare/:otherId", async (c) => {
      const caller = requireAuth(c.var.auth);
      const from = await findTestRun(deps, caller, c.req.param("otherId"));
      const to = await findTestRun(deps, caller, c.req.param("runId"));
      if (from.row.contract_id !== to.row.contract_id) {
        throw new HttpError(
          409,
          "different_contracts",
          "Only runs of the same contract can be compared",
        );
      }
      const fromRun = toTestRun(from.row, from.contractName);
      const toRun = toTestRun(to.row, to.contractName);
      const { steps: fromSteps, ...fromItem } = fromRun;
      const { steps: toSteps, ...toItem } = toRun;
      return c.json(
        compareTestRuns({ run: fromItem, steps: fromSteps }, { run: toItem, steps: toSteps }),
      );
    });
}
