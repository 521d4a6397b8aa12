import { z } from "zod";
import { ruleOutcomeSchema } from "./business-rule-schemas.ts";
import { scenarioValueSchema } from "./scenario-schema.ts";
import {
  FUZZ_RUNS_MAX,
  testingSettingsSchema,
  testSuiteSchema,
} from "./testing-settings-schemas.ts";

/** What one deploy or step did on one side, in the scenario value encoding. */
export const observationSchema = z.object({
  ok: z.boolean(),
  returns: z.array(scenarioValueSchema).optional(),
  revert: z
    .union([z.string(), z.object({ error: z.string(), args: z.array(scenarioValueSchema) })])
    .optional(),
  events: z.array(
    z.object({ name: z.string(), args: z.array(scenarioValueSchema), emitter: z.string() }),
  ),
  balances: z.record(z.string(), z.string()).optional(),
  /** The engine's own words (never compared). */
  detail: z.string().optional(),
});
export type Observation = z.infer<typeof observationSchema>;

const rangeSchema = z.object({ startLine: z.number(), endLine: z.number() });

/** One deploy or step on both sides. */
export const testRunStepSchema = z.object({
  /** The scenario's name (fuzzing: "fuzz #<sequence>"). */
  scenario: z.string(),
  scenarioId: z.string().nullable(),
  kind: z.enum(["predeploy", "deploy", "step"]),
  index: z.number(),
  label: z.string(),
  evm: observationSchema.nullable(),
  cosmwasm: observationSchema.nullable(),
  /** null: the CosmWasm side did not run, so nothing was compared. */
  equal: z.boolean().nullable(),
  /** The first difference, readable (or why a side did not run it). */
  diff: z.string().nullable(),
  /**
   * On an equal step: the values the scenario marks `"*"` (they cannot carry over between chains)
   * whose two sides differ. They were not compared; shown with the converter's warnings on the
   * code the step calls. Absent when there are none.
   */
  notComparable: z
    .object({
      values: z.array(
        z.object({
          /** In the words of a difference: `returns[0]`, `event 1 Queued args[1]`. */
          where: z.string(),
          evm: scenarioValueSchema.optional(),
          cosmwasm: scenarioValueSchema.optional(),
        }),
      ),
      warnings: z.array(z.string()),
    })
    .optional(),
  /** How the EVM matched the scenario's own expectations. */
  expectation: z.object({ ok: z.boolean(), message: z.string() }).nullable(),
  /** The Solidity function and the Rust handler the step exercises (conversion source map). */
  source: z
    .object({
      function: z.string(),
      solidity: rangeSchema.optional(),
      rust: rangeSchema.extend({ file: z.string() }).optional(),
    })
    .nullable(),
});
export type TestRunStep = z.infer<typeof testRunStepSchema>;

/** A shrunk fuzzing counterexample: the smallest call sequence still diverging. */
export const testRunDivergenceSchema = z.object({
  /** Where it came from: a scenario name, or "fuzzing". */
  source: z.string(),
  /** The first differing step (an index into `steps`, or null for fuzzing). */
  stepIndex: z.number().nullable(),
  label: z.string(),
  diff: z.string(),
  /** Fuzzing: the minimal scenario reproducing it (savable as a scenario), with its seed. */
  counterexample: z.unknown().optional(),
  /** The seed that generates this sequence alone ("42/3": sequence 3 of seed 42). */
  seed: z.string().optional(),
  /** Steps of the sequence before shrinking. */
  shrunkFrom: z.number().optional(),
  /** The differing step of the counterexample on both sides. */
  evm: observationSchema.optional(),
  cosmwasm: observationSchema.optional(),
});
export type TestRunDivergence = z.infer<typeof testRunDivergenceSchema>;

export const testRunStatuses = ["queued", "running", "succeeded", "failed", "cancelled"] as const;
export const testRunStatusSchema = z.enum(testRunStatuses);
export type TestRunStatus = z.infer<typeof testRunStatusSchema>;

export const fuzzRequestSchema = z.object({
  runs: z.number().int().min(1).max(FUZZ_RUNS_MAX),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1),
});

/** POST /api/contracts/:id/test-runs. Without scenarioIds every scenario runs. */
export const startTestRunRequestSchema = z.object({
  scenarioIds: z.array(z.string().uuid()).max(500).optional(),
  fuzz: fuzzRequestSchema.optional(),
  /** Check the contract's business rules after every step (default: when it has any). */
  rules: z.boolean().optional(),
});
export type StartTestRunRequest = z.input<typeof startTestRunRequestSchema>;

/** What ran the CosmWasm side, or why nothing could. */
export const cosmwasmSideSchema = z.object({
  available: z.boolean(),
  engine: z.enum(["wasm", "native"]).nullable(),
  /** Why it could not run (toolchain missing, the crate does not build, registry unreachable...). */
  reason: z.string().nullable(),
  /** Compiler errors when the crate does not build. */
  errors: z.array(z.string()).default([]),
});
export type CosmWasmSide = z.infer<typeof cosmwasmSideSchema>;

export const testRunSummarySchema = z.object({
  steps: z.number(),
  equal: z.number(),
  different: z.number(),
  /** Steps only the EVM ran (the CosmWasm side was not available). */
  notCompared: z.number().default(0),
  scenarios: z.number().default(0),
  fuzzSequences: z.number().default(0),
  /** Steps run on both sides while fuzzing (shrinking not counted). */
  fuzzSteps: z.number().default(0),
  /** Why fuzzing did not run when it was asked for. */
  fuzzNote: z.string().nullable().default(null),
});
export type TestRunSummary = z.infer<typeof testRunSummarySchema>;

/** GET /api/test-runs/:runId */
export const testRunSchema = z.object({
  id: z.string(),
  contractId: z.string(),
  contractName: z.string(),
  /** 1, 2, 3 ... per contract. */
  number: z.number(),
  /** The crate version tested (null: not converted, only the EVM ran). */
  contractVersion: z.number().nullable(),
  status: testRunStatusSchema,
  trigger: z.enum(["manual", "auto"]),
  engine: z.enum(["wasm", "native"]).nullable(),
  cosmwasm: cosmwasmSideSchema.nullable(),
  request: z.object({
    scenarioIds: z.array(z.string()),
    fuzz: fuzzRequestSchema.nullable(),
    rules: z.boolean(),
  }),
  progress: z.object({ percent: z.number(), message: z.string().nullable() }),
  steps: z.array(testRunStepSchema),
  divergences: z.array(testRunDivergenceSchema),
  /** Each business rule on both sides, after every step of every scenario and fuzz sequence. */
  rules: z.array(ruleOutcomeSchema).default([]),
  summary: testRunSummarySchema,
  /** Why the run stopped (time limit, cancelled, an error). */
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type TestRun = z.infer<typeof testRunSchema>;

export const startTestRunResponseSchema = z.object({ runId: z.string(), run: testRunSchema });

/** A run in a list: everything but the steps. */
export const testRunListItemSchema = testRunSchema.omit({ steps: true });
export type TestRunListItem = z.infer<typeof testRunListItemSchema>;
export const testRunListResponseSchema = z.object({ runs: z.array(testRunListItemSchema) });

/** GET /api/test-runs/:runId/compare/:otherId — what changed between two runs. */
export const testRunComparisonSchema = z.object({
  from: testRunListItemSchema,
  to: testRunListItemSchema,
  /** Steps that were equal and now differ. */
  regressed: z.array(z.object({ key: z.string(), diff: z.string().nullable() })),
  /** Steps that differed and are now equal. */
  fixed: z.array(z.object({ key: z.string() })),
  /** Steps that still differ, and whether the difference changed. */
  stillDifferent: z.array(
    z.object({ key: z.string(), before: z.string().nullable(), after: z.string().nullable() }),
  ),
  added: z.array(z.string()),
  removed: z.array(z.string()),
  unchanged: z.number(),
});
export type TestRunComparison = z.infer<typeof testRunComparisonSchema>;

export const TEST_RUN_NOT_FOUND_MESSAGE = "Test run not found or access denied";

export const suiteStates = ["passed", "failed", "not-run"] as const;

/** Where one suite stands for the contract's current crate version. */
export const suiteStatusSchema = z.object({
  suite: testSuiteSchema,
  state: z.enum(suiteStates),
  /** Why, in a sentence ("2 of 18 steps differ in run #4", "not analysed since version 3"). */
  reason: z.string(),
  /** The run the verdict comes from, when one does. */
  runId: z.string().nullable(),
});
export type SuiteStatus = z.infer<typeof suiteStatusSchema>;

const gateSchema = z.object({
  passed: z.boolean(),
  /** The suites holding it back, each with its reason. */
  blocking: z.array(suiteStatusSchema),
});

/** GET /api/contracts/:id/testing/status: the gates of the current version. */
export const testingStatusSchema = z.object({
  contractId: z.string(),
  /** The crate version judged (null: not converted, nothing can pass). */
  version: z.number().nullable(),
  suites: z.array(suiteStatusSchema),
  tested: gateSchema,
  deploymentReady: gateSchema,
  settings: testingSettingsSchema,
  /** What can run the CosmWasm side of this version, or why nothing can. */
  cosmwasm: cosmwasmSideSchema,
});
export type TestingStatus = z.infer<typeof testingStatusSchema>;
