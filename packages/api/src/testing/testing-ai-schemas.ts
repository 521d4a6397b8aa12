import { z } from "zod";
import { scenarioRecordSchema } from "./scenario-api-schemas.ts";

/**
 * What the AI assistant is asked for when it proposes scenarios: steps as text values in the
 * scenario encoding (`"5"`, `"@alice"`, `"true"`, `"0x12"`, arrays as JSON text), so the answer's
 * JSON schema stays flat for every provider.
 */
export const proposedScenarioStepSchema = z.object({
  from: z.string(),
  call: z.string(),
  args: z.array(z.string()),
  value: z.string(),
  timeDelta: z.number().int().min(0),
});
export const proposedScenariosAnswerSchema = z.object({
  scenarios: z
    .array(
      z.object({
        name: z.string().min(1).max(80),
        purpose: z.enum(["edge-case", "access-control", "revert"]),
        description: z.string().max(500),
        deployArgs: z.array(z.string()),
        steps: z.array(proposedScenarioStepSchema).min(1).max(20),
      }),
    )
    .max(6),
});
export type ProposedScenariosAnswer = z.infer<typeof proposedScenariosAnswerSchema>;

/** POST /api/contracts/:id/scenarios/propose */
export const proposeScenariosResponseSchema = z.object({
  model: z.string(),
  cached: z.boolean(),
  /** Proposals that fit the ABI and ran on the EVM, saved with the EVM's results as expectations. */
  kept: z.array(scenarioRecordSchema),
  /** Proposals left out, with why (not matching the ABI, not running on the EVM). */
  dropped: z.array(z.object({ name: z.string(), reason: z.string() })),
});
export type ProposeScenariosResponse = z.infer<typeof proposeScenariosResponseSchema>;

const linesSchema = z.object({
  startLine: z.number().int().min(1),
  endLine: z.number().int().min(1),
});

/** The assistant's explanation of one divergence, with the lines involved on both sides. */
export const divergenceExplanationSchema = z.object({
  summary: z.string().min(1).max(600),
  cause: z.string().min(1).max(2000),
  solidity: linesSchema.nullable(),
  rust: linesSchema.extend({ file: z.string() }).nullable(),
  fix: z.string().max(2000),
});
export type DivergenceExplanation = z.infer<typeof divergenceExplanationSchema>;

/** POST /api/test-runs/:runId/divergences/:index/explain */
export const explainDivergenceResponseSchema = z.object({
  runId: z.string(),
  index: z.number(),
  model: z.string(),
  cached: z.boolean(),
  explanation: divergenceExplanationSchema,
});
export type ExplainDivergenceResponse = z.infer<typeof explainDivergenceResponseSchema>;

/** GET /api/testing/ai: whether the assistant can be asked, or how to configure it. */
export const testingAiStatusSchema = z.object({
  configured: z.boolean(),
  message: z.string().nullable(),
});
