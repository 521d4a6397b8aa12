import type { AnalysedSources } from "@contract-platform/api";
import { findVersion, loadVersionFiles } from "../contracts/load-version-files.ts";
import { readContractSource } from "../contracts/read-contract-source.ts";
import { readProjectSources } from "../contracts/read-project-sources.ts";
import type { JobHandler } from "../jobs/job-runner.ts";
import { recordJobFailure } from "../jobs/record-job-failure.ts";
import {
  ANALYZE_MAX_ATTEMPTS,
  type AnalysisDeps,
  type AnalyzeJobPayload,
} from "./analysis-deps.ts";
import { runAnalyzer } from "./run-analyzer.ts";

export interface AnalyzeJobResult {
  analysisVersion: number | null;
  findings: number;
  skipped?: string;
}

/** Statuses that a finished analysis moves on to 'analyzed' (later stages keep theirs). */
const advancing = new Set(["uploaded", "validated", "converted", "failed", "review", "analyzed"]);

/**
 * The 'analyze-contract' job: analyses the stored Solidity source and the current crate version
 * (when converted), stores the results as the next analysis of the contract and marks it analyzed.
 */
export function createAnalyzeContractHandler(
  deps: AnalysisDeps,
): JobHandler<AnalyzeJobPayload, AnalyzeJobResult> {
  return async ({ payload, progress, signal, job }) => {
    const contract = await deps.db
      .selectFrom("contracts")
      .selectAll()
      .where("id", "=", payload.contractId)
      .executeTakeFirst();
    if (!contract) return { analysisVersion: null, findings: 0, skipped: "contract deleted" };
    try {
      await progress(5, "Loading source");
      const source =
        contract.language === "solidity" ? await readContractSource(deps, contract) : null;
      const projectFiles =
        contract.language === "solidity" ? await readProjectSources(deps, contract) : null;
      const sources: AnalysedSources = {
        solidity:
          source === null
            ? null
            : { file: contract.project?.main ?? contract.file_name, content: source },
        crate: [],
      };
      if (projectFiles && contract.project) {
        const dependencies = new Set(
          contract.project.files.filter((f) => f.dependency).map((f) => f.path),
        );
        sources.project = {
          main: contract.project.main,
          files: projectFiles,
          analyse: projectFiles.map((f) => f.path).filter((p) => !dependencies.has(p)),
          remappings: contract.project.remappings,
        };
      }
      let contractVersion: number | null = null;
      if (contract.current_version !== null) {
        await progress(15, "Loading the generated crate");
        const version = await findVersion(deps, contract);
        sources.crate = await loadVersionFiles(deps, contract, version);
        contractVersion = version.version;
      }
      if (!sources.solidity && sources.crate.length === 0) {
        throw new Error("Nothing to analyse: no Solidity source and no generated crate");
      }
      // The worker reports its steps as they happen; they are recorded one after another.
      let reported = Promise.resolve();
      const { solidity, crate } = await runAnalyzer(
        { sources, crateName: contract.name },
        {
          signal,
          onProgress: (percent, message) => {
            reported = reported.then(() => progress(percent, message));
          },
        },
      ).finally(() => reported.catch(() => {}));
      await reported;
      signal.throwIfAborted();
      await progress(85, "Storing the results");
      const now = deps.clock.now();
      const analysisVersion = await deps.db.transaction().execute(async (trx) => {
        const last = await trx
          .selectFrom("analyses")
          .select((eb) => eb.fn.max("version").as("max"))
          .where("contract_id", "=", contract.id)
          .executeTakeFirst();
        const next = Number(last?.max ?? 0) + 1;
        await trx
          .insertInto("analyses")
          .values({
            contract_id: contract.id,
            version: next,
            contract_version: contractVersion,
            result: JSON.stringify({ solidity, crate, sources }),
            created_by: job.userId,
            created_at: now,
          })
          .execute();
        const status = advancing.has(contract.status) ? "analyzed" : contract.status;
        await trx
          .updateTable("contracts")
          .set({ status, updated_at: now, last_activity_at: now })
          .where("id", "=", contract.id)
          .execute();
        return next;
      });
      const findings = (solidity?.findings.length ?? 0) + (crate?.findings.length ?? 0);
      await progress(100, "Analyzed");
      return { analysisVersion, findings };
    } catch (caught) {
      if (caught instanceof Error && caught.name === "AbortError") throw caught;
      const error = await recordJobFailure(deps, {
        caught,
        job,
        contract,
        context: { maxAttempts: ANALYZE_MAX_ATTEMPTS },
      });
      throw error;
    }
  };
}
