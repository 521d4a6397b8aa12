import { contractConfigSchema } from "@contract-platform/api";
import { CONVERTER_VERSION } from "@contract-platform/converter";
import { type JobHandler, JobTimeoutError } from "../jobs/job-runner.ts";
import { recordJobFailure } from "../jobs/record-job-failure.ts";
import {
  CONTRACT_SOURCES_BUCKET,
  CONVERT_MAX_ATTEMPTS,
  type ContractDeps,
} from "./contract-deps.ts";
import { createVersion } from "./create-version.ts";
import { readProjectSources } from "./read-project-sources.ts";
import { runConverter } from "./run-converter.ts";
import type { ConvertJobPayload } from "./start-conversion.ts";

export interface ConvertJobResult {
  ok: boolean;
  version: number | null;
  diagnostics: number;
  skipped?: string;
}

/**
 * The 'convert-contract' job: runs the converter on the stored source with the saved options,
 * stores the crate as a new version (converted) or the diagnostics (failed), and records the
 * processing time in contract_metrics. Storage or database failures are retried by the runner;
 * after the last attempt the contract is marked failed and the error logged.
 */
export function createConvertContractHandler(
  deps: ContractDeps,
): JobHandler<ConvertJobPayload, ConvertJobResult> {
  return async ({ payload, progress, signal, job }) => {
    const contract = await deps.db
      .selectFrom("contracts")
      .selectAll()
      .where("id", "=", payload.contractId)
      .executeTakeFirst();
    if (!contract) return { ok: false, version: null, diagnostics: 0, skipped: "contract deleted" };
    try {
      const startedAt = deps.clock.now().getTime();
      await progress(5, "Loading source");
      const bytes = contract.source_path
        ? await deps.storage.get(CONTRACT_SOURCES_BUCKET, contract.source_path)
        : null;
      if (!bytes) throw new Error(`The stored source of contract ${contract.id} is missing`);
      const config = contractConfigSchema.parse(contract.config ?? {});
      signal.throwIfAborted();
      await progress(20, "Compiling and converting");
      // A project's contract is compiled with every file it imports, under their unit names.
      const project = await readProjectSources(deps, contract);
      const result = await runConverter(
        {
          source: new TextDecoder().decode(bytes),
          fileName: contract.project?.main ?? contract.file_name,
          ...(project && contract.project
            ? {
                sources: Object.fromEntries(project.map((f) => [f.path, f.content])),
                remappings: contract.project.remappings,
              }
            : {}),
          contract: config.contract ?? undefined,
          crateName: config.crateName ?? undefined,
          denom: config.denom,
        },
        signal,
      );
      signal.throwIfAborted();
      await progress(70, result.ok ? "Storing the crate" : "Recording diagnostics");
      const diagnostics = JSON.stringify(result.diagnostics);
      let version: number | null = null;
      if (result.ok) {
        const files = Object.entries(result.files).map(([path, content]) => ({ path, content }));
        const created = await createVersion(deps, contract, {
          files,
          kind: "conversion",
          note: `Converted by sol2cosmwasm ${CONVERTER_VERSION}`,
          createdBy: job.userId,
          contractUpdate: { status: "converted", error_message: null, diagnostics },
        });
        version = created.version.version;
        const mainContract = (result.report?.source as { contract?: string } | undefined)?.contract;
        if (mainContract) {
          await deps.db
            .updateTable("contracts")
            .set({ metadata: JSON.stringify({ ...(contract.metadata ?? {}), mainContract }) })
            .where("id", "=", contract.id)
            .execute();
        }
      } else {
        const firstError = result.diagnostics.find((d) => d.severity === "error");
        const now = deps.clock.now();
        await deps.db
          .updateTable("contracts")
          .set({
            status: "failed",
            diagnostics,
            error_message: firstError
              ? `${firstError.message} (${firstError.file ? `${firstError.file}, ` : ""}line ${firstError.line}, column ${firstError.column})`
              : "Conversion failed",
            updated_at: now,
            last_activity_at: now,
          })
          .where("id", "=", contract.id)
          .execute();
      }
      const seconds = (deps.clock.now().getTime() - startedAt) / 1000;
      await deps.db
        .insertInto("contract_metrics")
        .values({
          contract_id: contract.id,
          processing_time_seconds: seconds,
          metrics: JSON.stringify({
            ok: result.ok,
            version,
            converterVersion: CONVERTER_VERSION,
            files: Object.keys(result.files).length,
            errors: result.diagnostics.filter((d) => d.severity === "error").length,
            warnings: result.diagnostics.filter((d) => d.severity === "warning").length,
          }),
          created_at: deps.clock.now(),
          updated_at: deps.clock.now(),
        })
        .execute();
      await progress(100, result.ok ? "Converted" : "Conversion failed");
      return { ok: result.ok, version, diagnostics: result.diagnostics.length };
    } catch (caught) {
      if (caught instanceof Error && caught.name === "AbortError") throw caught;
      const error = await recordJobFailure(deps, {
        caught,
        job,
        contract,
      });
      // Out of time is final: the runner does not try again.
      if (job.attempt >= CONVERT_MAX_ATTEMPTS || caught instanceof JobTimeoutError) {
        const now = deps.clock.now();
        await deps.db
          .updateTable("contracts")
          .set({
            status: "failed",
            error_message: `Conversion failed: ${error.message}`,
            updated_at: now,
            last_activity_at: now,
          })
          .where("id", "=", contract.id)
          .execute();
      }
      throw error;
    }
  };
}
