import { z } from "zod";
import { abiEntrySchema } from "./abi.ts";
import { scenarioSchema } from "./scenario-schema.ts";

/** One contract of the uploaded Solidity file, as the compiler sees it. */
export const contractInterfaceSchema = z.object({
  name: z.string(),
  abi: z.array(abiEntrySchema),
  deployable: z.boolean(),
});

/** GET /api/contracts/:id/interface — what scenarios can deploy and call. */
export const contractInterfaceResponseSchema = z.object({
  contractId: z.string(),
  contractName: z.string(),
  fileName: z.string(),
  /** The contract scenarios deploy by default; null when the file has none that deploys. */
  mainContract: z.string().nullable(),
  contracts: z.array(contractInterfaceSchema),
  /** Compiler errors; the scenarios cannot run while there are any. */
  errors: z.array(z.string()),
});
export type ContractInterfaceResponse = z.infer<typeof contractInterfaceResponseSchema>;

export const scenarioOrigins = [
  "editor",
  "imported",
  "recorded",
  "generated",
  "ai",
  "counterexample",
] as const;
export const scenarioOriginSchema = z.enum(scenarioOrigins);
export type ScenarioOrigin = z.infer<typeof scenarioOriginSchema>;

export const SCENARIO_NAME_MAX = 120;
export const SCENARIO_DESCRIPTION_MAX = 2000;
/** Steps one scenario may hold (runs are bounded in time too; this bounds what is stored). */
export const SCENARIO_MAX_STEPS = 500;

const nameSchema = z
  .string()
  .trim()
  .min(1, "Name is required")
  .max(SCENARIO_NAME_MAX, `At most ${SCENARIO_NAME_MAX} characters`)
  .refine((name) => ![...name].some((ch) => ch.charCodeAt(0) < 32), "No control characters");

/** A stored scenario. */
export const scenarioRecordSchema = z.object({
  id: z.string(),
  contractId: z.string(),
  name: z.string(),
  description: z.string(),
  origin: scenarioOriginSchema,
  scenario: scenarioSchema,
  stepCount: z.number(),
  /** When the expectations were last taken from the EVM (null: written by hand). */
  recordedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ScenarioRecord = z.infer<typeof scenarioRecordSchema>;

export const scenarioListResponseSchema = z.object({ scenarios: z.array(scenarioRecordSchema) });
/**
 * A saved scenario; after recording, `recording.changed` lists the steps whose expectations the
 * EVM's results replaced (what the scenario expected before and did not happen).
 */
export const scenarioResponseSchema = z.object({
  scenario: scenarioRecordSchema,
  recording: z
    .object({ changed: z.array(z.object({ label: z.string(), message: z.string() })) })
    .optional(),
});

/**
 * POST /api/contracts/:id/scenarios. `scenario` is checked by the server against the format and
 * the contract's ABI; problems come back 422 with located issues ("step 2, argument 1: ...").
 * `file` is always the contract's own source file.
 */
export const createScenarioRequestSchema = z.object({
  name: nameSchema,
  description: z.string().max(SCENARIO_DESCRIPTION_MAX).default(""),
  scenario: z.unknown(),
  /** Run it on the EVM first and take the original's results as the expectations. */
  record: z.boolean().default(false),
  /** A fuzzing counterexample saved from a run, or (default) a scenario written by hand. */
  origin: z.enum(["editor", "counterexample"]).default("editor"),
});
export type CreateScenarioRequest = z.input<typeof createScenarioRequestSchema>;

export const updateScenarioRequestSchema = z
  .object({
    name: nameSchema.optional(),
    description: z.string().max(SCENARIO_DESCRIPTION_MAX).optional(),
    scenario: z.unknown().optional(),
    /** Record the (new or stored) steps on the EVM and take its results as the expectations. */
    record: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), "Nothing to update");
export type UpdateScenarioRequest = z.input<typeof updateScenarioRequestSchema>;

/** POST /api/contracts/:id/scenarios/import: a scenario file's text as `sol2cosmwasm` reads it. */
export const importScenarioRequestSchema = z.object({
  fileName: z.string().max(255).optional(),
  content: z.string().min(1, "The file is empty").max(2_000_000, "The file is too large"),
  name: nameSchema.optional(),
});
export type ImportScenarioRequest = z.input<typeof importScenarioRequestSchema>;

export const SCENARIO_INVALID_MESSAGE = "The scenario does not match the contract";
