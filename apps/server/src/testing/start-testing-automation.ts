import { createHash } from "node:crypto";
import { ANALYZE_CONTRACT_JOB } from "../analysis/analysis-deps.ts";
import { startAnalysis } from "../analysis/start-analysis.ts";
import type { Realtime } from "../realtime/realtime.ts";
import { readContractTestingSettings } from "./read-contract-testing-settings.ts";
import { startTestRun } from "./start-test-run.ts";
import type { TestRunDeps } from "./test-run-deps.ts";
import { updateTestingStatus } from "./update-testing-status.ts";

/** A fuzzing seed fixed by contract and version, so an automatic run can be repeated exactly. */
export function autoFuzzSeed(contractId: string, version: number): number {
  return createHash("sha256").update(`${contractId}:${version}`).digest().readUInt32BE(0) >>> 1;
}

/**
 * Runs what a contract's settings ask for on each new crate version (scenarios, fuzzing and
 * business rules as one automatic run; the analyzer as an analysis), and re-reads the status
 * gates when an analysis finishes. New versions are noticed through the realtime change events
 * of contracts, so versions saved through any instance are seen; an automatic run is made at most
 * once per version (a unique index), whichever instance gets there first.
 */
export function startTestingAutomation(deps: TestRunDeps & { realtime: Realtime }): () => void {
  const seen = new Map<string, number>();
  const check = async (contractId: string) => {
    const contract = await deps.db
      .selectFrom("contracts")
      .selectAll()
      .where("id", "=", contractId)
      .executeTakeFirst();
    const version = contract?.current_version ?? null;
    if (!contract || version === null || contract.language !== "solidity") return;
    if (contract.status === "converting" || seen.get(contract.id) === version) return;
    seen.set(contract.id, version);
    const { settings } = await readContractTestingSettings(deps.db, contract);
    const { auto } = settings;
    const fuzzing = auto.fuzz.enabled;
    if (auto.scenarios || fuzzing || auto.rules) {
      const hasScenarios = Boolean(
        await deps.db
          .selectFrom("scenarios")
          .select("id")
          .where("contract_id", "=", contract.id)
          .executeTakeFirst(),
      );
      const fuzz = fuzzing
        ? { runs: auto.fuzz.runs, seed: autoFuzzSeed(contract.id, version) }
        : undefined;
      if ((auto.scenarios && hasScenarios) || fuzz) {
        await startTestRun(deps, null, contract, {
          trigger: "auto",
          scenarioIds: auto.scenarios ? undefined : [],
          fuzz,
          rules: auto.rules,
        });
      }
    }
    if (auto.analyzer) {
      const analysed = await deps.db
        .selectFrom("analyses")
        .select("id")
        .where("contract_id", "=", contract.id)
        .where("contract_version", "=", version)
        .executeTakeFirst();
      if (!analysed && contract.user_id) {
        await startAnalysis(deps, { userId: contract.user_id, role: "user" }, contract.id);
      }
    }
  };
  const quiet = (promise: Promise<unknown>, contractId: string) =>
    promise.catch((error: unknown) =>
      deps.logger.warn({ err: error, contractId }, "automatic testing did not start"),
    );
  const unsubscribe = deps.realtime.subscribe((event) => {
    if (event.kind === "change" && event.data.table === "contracts" && event.data.op !== "DELETE") {
      void quiet(check(event.data.id), event.data.id);
    }
  });
  const stopJobs = deps.jobs.onEvent((event) => {
    if (event.type !== ANALYZE_CONTRACT_JOB || event.status !== "succeeded") return;
    void deps.jobs.get(event.jobId).then((job) => {
      const contractId = (job?.payload as { contractId?: string } | undefined)?.contractId;
      if (contractId) void quiet(updateTestingStatus(deps, contractId), contractId);
    });
  });
  return () => {
    unsubscribe();
    stopJobs();
  };
}
