import { z } from "zod";

/** The suites a version can be checked by. */
export const testSuites = ["scenarios", "fuzz", "rules", "analyzer"] as const;
export const testSuiteSchema = z.enum(testSuites);
export type TestSuite = z.infer<typeof testSuiteSchema>;

export const testSuiteLabels: Record<TestSuite, string> = {
  scenarios: "Scenarios",
  fuzz: "Differential fuzzing",
  rules: "Business rules",
  analyzer: "Analyzer",
};

export const FUZZ_RUNS_MAX = 10_000;

export const fuzzSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Random call sequences per run. */
  runs: z.number().int().min(1).max(FUZZ_RUNS_MAX),
});

/**
 * What runs by itself on each new crate version, and which suites must be green for the
 * statuses 'tested' and 'deployment-ready' ('deployment-ready' also needs every 'tested' gate).
 */
export const testingSettingsSchema = z.object({
  auto: z.object({
    scenarios: z.boolean(),
    fuzz: fuzzSettingsSchema,
    rules: z.boolean(),
    analyzer: z.boolean(),
  }),
  gates: z.object({
    tested: z.array(testSuiteSchema).max(4),
    deploymentReady: z.array(testSuiteSchema).max(4),
  }),
});
export type TestingSettings = z.infer<typeof testingSettingsSchema>;

export const DEFAULT_TESTING_SETTINGS: TestingSettings = {
  auto: { scenarios: true, fuzz: { enabled: true, runs: 200 }, rules: true, analyzer: false },
  gates: { tested: ["scenarios", "rules"], deploymentReady: ["fuzz", "analyzer"] },
};

export const contractTestingSettingsSchema = z.object({
  contractId: z.string(),
  contractName: z.string(),
  status: z.string(),
  /** False: the contract follows the default. */
  custom: z.boolean(),
  settings: testingSettingsSchema,
});
export type ContractTestingSettings = z.infer<typeof contractTestingSettingsSchema>;

/** GET /api/testing/settings: the caller's default and every contract's settings. */
export const testingSettingsOverviewSchema = z.object({
  default: testingSettingsSchema,
  contracts: z.array(contractTestingSettingsSchema),
});
export type TestingSettingsOverview = z.infer<typeof testingSettingsOverviewSchema>;

/** PUT bodies. */
export const updateTestingSettingsRequestSchema = z.object({ settings: testingSettingsSchema });
