import { z } from "zod";

export const RULE_NAME_MAX = 120;
export const RULE_EXPRESSION_MAX = 4000;

/** A business rule: an expression over the contract's views that must hold after every step. */
export const businessRuleSchema = z.object({
  id: z.string(),
  contractId: z.string(),
  name: z.string(),
  expression: z.string(),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BusinessRule = z.infer<typeof businessRuleSchema>;

export const businessRuleListResponseSchema = z.object({ rules: z.array(businessRuleSchema) });
export const businessRuleResponseSchema = z.object({ rule: businessRuleSchema });

const nameSchema = z
  .string()
  .trim()
  .min(1, "Name is required")
  .max(RULE_NAME_MAX, `At most ${RULE_NAME_MAX} characters`);
const expressionSchema = z
  .string()
  .trim()
  .min(1, "The rule is empty")
  .max(RULE_EXPRESSION_MAX, `At most ${RULE_EXPRESSION_MAX} characters`)
  .refine((text) => !text.includes("\n"), "One rule is one line");

export const createBusinessRuleRequestSchema = z.object({
  name: nameSchema,
  expression: expressionSchema,
  enabled: z.boolean().default(true),
});
export const updateBusinessRuleRequestSchema = z
  .object({
    name: nameSchema.optional(),
    expression: expressionSchema.optional(),
    enabled: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), "Nothing to update");

/** A problem in a rule's text: 1-based column, end column exclusive. */
export const ruleProblemSchema = z.object({
  message: z.string(),
  column: z.number(),
  endColumn: z.number(),
});
export type RuleProblem = z.infer<typeof ruleProblemSchema>;

/** POST /api/contracts/:id/rules/check {expression} — located problems, [] when it parses. */
export const checkBusinessRuleRequestSchema = z.object({
  expression: z.string().max(RULE_EXPRESSION_MAX),
});
export const checkBusinessRuleResponseSchema = z.object({ problems: z.array(ruleProblemSchema) });

export const BUSINESS_RULE_INVALID_MESSAGE = "The rule does not parse";

/** How one rule fared in a run, on each side. */
const ruleSideSchema = z.object({
  /** Held after every step it was checked at. */
  held: z.boolean(),
  /** Steps it was checked after. */
  checks: z.number(),
  /** The first step after which it did not hold (or could not be evaluated). */
  firstViolation: z
    .object({
      scenario: z.string(),
      label: z.string(),
      value: z.string().nullable(),
      error: z.string().nullable(),
    })
    .nullable(),
});

export const ruleOutcomeSchema = z.object({
  ruleId: z.string(),
  name: z.string(),
  expression: z.string(),
  evm: ruleSideSchema,
  /** null: the CosmWasm side did not run. */
  cosmwasm: ruleSideSchema.nullable(),
});
export type RuleOutcome = z.infer<typeof ruleOutcomeSchema>;
