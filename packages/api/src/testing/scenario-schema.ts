import { z } from "zod";

/**
 * A value in scenario encoding: addresses as `@name`, integers as decimal strings, bools, strings,
 * `0x` hex for bytes, enum ordinals as decimal strings, arrays/tuples as JSON arrays, `"*"` wildcard.
 * JSON numbers are accepted as integers for convenience.
 */
export type ScenarioValue = string | number | boolean | ScenarioValue[];

export const scenarioValueSchema: z.ZodType<ScenarioValue> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.array(scenarioValueSchema)]),
);

/** Native amounts: decimal strings (numbers accepted and normalised to strings). */
const amountSchema = z
  .union([z.string().regex(/^[0-9]+$/, "must be a decimal string"), z.number().int().nonnegative()])
  .transform((v) => (typeof v === "number" ? BigInt(v).toString() : BigInt(v).toString()));

const timeDeltaSchema = z
  .union([z.number().int().nonnegative(), z.string().regex(/^[0-9]+$/)])
  .transform((v) => Number(v));

const addressRefSchema = z.string().regex(/^@[A-Za-z0-9_.-]+$/, "must be an @reference");

export const expectedEventSchema = z.strictObject({
  name: z.string().min(1),
  /** Every parameter in declaration order; omitted means the arguments are not checked. */
  args: z.array(scenarioValueSchema).optional(),
  /** `@alias` of the emitting contract; omitted means not checked. */
  emitter: addressRefSchema.optional(),
});

export const expectedCustomErrorSchema = z.strictObject({
  error: z.string().min(1),
  args: z.array(scenarioValueSchema).default([]),
});

/** A string for require/revert("..."), `Panic(0x11)` for panics, `""` for no data, or a custom error. */
export const expectedRevertSchema = z.union([z.string(), expectedCustomErrorSchema]);

export const expectationSchema = z.strictObject({
  ok: z.boolean().default(true),
  returns: z.array(scenarioValueSchema).optional(),
  events: z.array(expectedEventSchema).optional(),
  revert: expectedRevertSchema.optional(),
});

const defaultExpectation = () => ({ ok: true });

export const predeploySchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_.-]+$/, "must be a plain identifier"),
  contract: z.string().min(1),
  from: z.string().min(1),
  args: z.array(scenarioValueSchema).default([]),
  value: amountSchema.default("0"),
  timeDelta: timeDeltaSchema.default(0),
  expect: expectationSchema.optional(),
});

export const deploySchema = z.strictObject({
  from: z.string().min(1),
  args: z.array(scenarioValueSchema).default([]),
  value: amountSchema.default("0"),
  timeDelta: timeDeltaSchema.default(0),
  expect: expectationSchema.optional(),
});

export const callStepSchema = z.strictObject({
  from: z.string().min(1),
  /** Full Solidity signature, or the pseudo-calls `receive()` / `fallback()`. */
  call: z
    .string()
    .regex(/^[A-Za-z_$][A-Za-z0-9_$]*\(.*\)$/, "must be a full signature like f(uint256)"),
  args: z.array(scenarioValueSchema).default([]),
  value: amountSchema.default("0"),
  timeDelta: timeDeltaSchema.default(0),
  to: addressRefSchema.optional(),
  contract: z.string().min(1).optional(),
  bind: z.array(z.string().regex(/^[A-Za-z0-9_.-]+$/)).optional(),
  bindContract: z.string().min(1).optional(),
  /** Raw `0x` hex calldata for `fallback()`. */
  data: z
    .string()
    .regex(/^0x([0-9a-fA-F]{2})*$/, "must be 0x hex")
    .optional(),
  expect: expectationSchema.default(defaultExpectation),
});

export const balanceStepSchema = z.strictObject({
  balance: addressRefSchema,
  from: z.string().min(1).optional(),
  timeDelta: timeDeltaSchema.default(0),
  expect: expectationSchema.default(defaultExpectation),
});

export const stepSchema = z.union([callStepSchema, balanceStepSchema]);

export const scenarioSchema = z.object({
  contract: z.string().min(1),
  file: z.string().min(1),
  actors: z.array(z.string().regex(/^[A-Za-z0-9_.-]+$/, "must be a plain name")).min(1),
  notes: z.string().optional(),
  predeploy: z.array(predeploySchema).default([]),
  deploy: deploySchema,
  steps: z.array(stepSchema),
});

export type ExpectedEvent = z.output<typeof expectedEventSchema>;
export type ExpectedCustomError = z.output<typeof expectedCustomErrorSchema>;
export type ExpectedRevert = z.output<typeof expectedRevertSchema>;
export type Expectation = z.output<typeof expectationSchema>;
export type Predeploy = z.output<typeof predeploySchema>;
export type Deploy = z.output<typeof deploySchema>;
export type CallStep = z.output<typeof callStepSchema>;
export type BalanceStep = z.output<typeof balanceStepSchema>;
export type Step = z.output<typeof stepSchema>;
export type Scenario = z.output<typeof scenarioSchema>;
/** The JSON as written (defaults not yet applied). */
export type ScenarioInput = z.input<typeof scenarioSchema>;

export function isBalanceStep(step: Step): step is BalanceStep {
  return "balance" in step;
}
