import { dirname } from "node:path";
import type { TestRunDivergence } from "@contract-platform/api";
import { conversionReportSchema } from "@contract-platform/converter/scenario-test";
import { fuzz } from "@contract-platform/testing";
import type { WorkerProgress } from "../jobs/create-process-runner.ts";
import type { WasmEngineInput } from "./compare-on-both-sides.ts";
import { materializeSource } from "./materialize-source.ts";

export interface FuzzOnBothSidesInput {
  fileName: string;
  source: string;
  /** Gives actors, predeploys and deploy (its steps are not used). */
  base: Record<string, unknown>;
  engine: WasmEngineInput;
  runs: number;
  seed: number;
  rules: string[];
}

export interface FuzzOnBothSidesResult {
  sequences: number;
  stepsRun: number;
  divergences: TestRunDivergence[];
  /** Rules the original itself broke while fuzzing. */
  ruleViolations: { rule: string; label: string; value: string | null; error: string | null }[];
}

/**
 * Differential fuzzing of the converted contract against the original: seeded random call
 * sequences from the base scenario's deployed state, compared after every step (rules included);
 * the first divergence comes back shrunk to a minimal scenario, recorded on the EVM.
 */
export async function fuzzOnBothSides(
  input: FuzzOnBothSidesInput,
  onProgress: WorkerProgress,
): Promise<FuzzOnBothSidesResult> {
  const path = materializeSource(input.fileName, input.source);
  const result = await fuzz({
    scenario: { scenario: input.base, baseDir: dirname(path), name: "fuzz base" },
    target: { report: conversionReportSchema.parse(input.engine.report), wasm: input.engine.wasm },
    runs: input.runs,
    seed: input.seed,
    rules: input.rules.join("\n"),
    onProgress: ({ run, runs }) =>
      onProgress(Math.round((100 * run) / runs), `Fuzzing: sequence ${run} of ${runs}`),
  });
  return {
    sequences: result.runs,
    stepsRun: result.stepsRun,
    divergences: result.divergences.map((d) => ({
      source: "fuzzing",
      stepIndex: null,
      label: d.label,
      diff: d.diff,
      counterexample: d.scenario,
      seed: d.runSeed,
      shrunkFrom: d.shrunk.from,
      evm: d.step.evm,
      cosmwasm: d.step.cosmwasm,
    })),
    ruleViolations: result.ruleViolations.map((v) => ({
      rule: v.rule,
      label: `fuzz sequence ${v.run + 1}, step ${v.step + 1}`,
      value: v.value ?? null,
      error: v.error ?? null,
    })),
  };
}
