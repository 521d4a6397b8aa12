import {
  AI_NOT_CONFIGURED_MESSAGE,
  analysisExportQuerySchema,
  explainFunctionRequestSchema,
} from "@contract-platform/api";
import { Hono } from "hono";
import type { AnalysisDeps } from "../analysis/analysis-deps.ts";
import { explainAnalysisFinding } from "../analysis/explain-analysis-finding.ts";
import { explainAnalysisFunction } from "../analysis/explain-analysis-function.ts";
import { exportAnalysis } from "../analysis/export-analysis.ts";
import { getAnalysisHypotheses } from "../analysis/get-analysis-hypotheses.ts";
import { getLatestAnalysis } from "../analysis/get-latest-analysis.ts";
import { listFunctionPairs } from "../analysis/list-function-pairs.ts";
import { proposeAnalysisHypotheses } from "../analysis/propose-analysis-hypotheses.ts";
import { registerAnalysisJobs } from "../analysis/register-analysis-jobs.ts";
import { startAnalysis } from "../analysis/start-analysis.ts";
import type { AppDeps, AppEnv } from "../app-env.ts";
import { requireAuth } from "../auth/require-auth.ts";
import { findAccessibleContract } from "../contracts/find-accessible-contract.ts";
import { toContract } from "../contracts/to-contract.ts";
import { toContractJob } from "../contracts/to-contract-job.ts";
import { readJson, validate } from "../http/read-json.ts";

/** /api/contracts/:id/analysis: run, read and export analyses of the caller's own contracts. */
export function analysisRoute(deps: AppDeps) {
  const ad: AnalysisDeps = {
    db: deps.db,
    storage: deps.storage,
    jobs: deps.jobs,
    clock: deps.clock,
    logger: deps.logger,
  };
  registerAnalysisJobs(ad);
  const ai = {
    configured: deps.config.ai !== null,
    message: deps.config.ai ? null : AI_NOT_CONFIGURED_MESSAGE,
  };
  const aiSettings = {
    provider: deps.config.ai,
    timeoutMs: deps.config.aiLimits.timeoutMs,
    dailyRequests: deps.config.aiLimits.dailyRequests,
  };
  const owned = (c: import("hono").Context<AppEnv>) =>
    findAccessibleContract(ad, requireAuth(c.var.auth), c.req.param("id") ?? "");

  return new Hono<AppEnv>()
    .post("/:id/analysis", async (c) => {
      const { row, job } = await startAnalysis(ad, requireAuth(c.var.auth), c.req.param("id"));
      return c.json({ contract: toContract(row), job: toContractJob(job) }, 202);
    })
    .get("/:id/analysis", async (c) => c.json(await getLatestAnalysis(ad, await owned(c), ai)))
    .get("/:id/analysis/export", async (c) => {
      const contract = await owned(c);
      const { format } = validate(analysisExportQuerySchema, c.req.query());
      const { analysis } = await getLatestAnalysis(ad, contract, ai);
      const file = exportAnalysis(analysis, contract.name, format);
      c.header("content-type", file.contentType);
      c.header("content-disposition", `attachment; filename="${file.fileName}"`);
      c.header("cache-control", "no-store");
      return c.body(file.body);
    })
    .post("/:id/analysis/findings/:findingId/explain", async (c) => {
      const contract = await owned(c);
      const caller = requireAuth(c.var.auth);
      return c.json(
        await explainAnalysisFinding(
          ad,
          aiSettings,
          caller.userId,
          contract,
          c.req.param("findingId"),
        ),
      );
    })
    .get("/:id/analysis/functions", async (c) =>
      c.json(await listFunctionPairs(ad, aiSettings, await owned(c))),
    )
    .post("/:id/analysis/functions/explain", async (c) => {
      const contract = await owned(c);
      const caller = requireAuth(c.var.auth);
      const { pairId } = await readJson(c, explainFunctionRequestSchema);
      return c.json(await explainAnalysisFunction(ad, aiSettings, caller.userId, contract, pairId));
    })
    .get("/:id/analysis/hypotheses", async (c) =>
      c.json(await getAnalysisHypotheses(ad, aiSettings, await owned(c))),
    )
    .post("/:id/analysis/hypotheses", async (c) => {
      const contract = await owned(c);
      const caller = requireAuth(c.var.auth);
      return c.json(await proposeAnalysisHypotheses(ad, aiSettings, caller.userId, contract));
    });
}
