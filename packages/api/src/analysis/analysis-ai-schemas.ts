/**
 * The AI assistant's function-by-function explanations and hypotheses: the structured answers the
 * model must give (validated by the analyzer) and what the server answers the web app.
 */
import { z } from "zod";
import { analysisLanguageSchema, analysisSeveritySchema } from "./analysis-result-schema.ts";

/** Added to the message of a failed AI request: failures never use up the daily budget. */
export const AI_NOT_COUNTED_NOTE = "This request was not counted against your daily AI budget.";

const lineRange = {
  startLine: z.number().int().positive().describe("First line, 1-based"),
  endLine: z.number().int().positive().describe("Last line, 1-based, inclusive"),
};

/** A range of lines in one file of the analysed code. */
export const codeRangeSchema = z.object({ file: z.string(), ...lineRange });
export type CodeRange = z.infer<typeof codeRangeSchema>;

export const functionPairKindSchema = z.enum([
  "instantiate",
  "execute",
  "query",
  "internal",
  "modifier",
]);

/** A Rust item that implements (part of) a Solidity function. */
export const rustCounterpartSchema = codeRangeSchema.extend({
  role: z.enum(["handler", "dispatch", "helper"]),
  label: z.string(),
});
export type RustCounterpart = z.infer<typeof rustCounterpartSchema>;

/**
 * A Solidity function and the Rust that implements it, paired from the conversion report
 * (functions → messages, source map), without any model.
 */
export const functionPairSchema = z.object({
  /** The Solidity signature (`withdraw(uint256)`, `constructor()`, `modifier onlyOwner`). */
  id: z.string(),
  name: z.string(),
  kind: functionPairKindSchema,
  /** `ExecuteMsg::Withdraw`, `QueryMsg::Owner`, `InstantiateMsg`, or null for internal items. */
  message: z.string().nullable(),
  solidity: codeRangeSchema.nullable(),
  rust: z.array(rustCounterpartSchema),
});
export type FunctionPair = z.infer<typeof functionPairSchema>;

/** One difference between the Solidity and the Rust a reviewer must check. */
export const functionDifferenceSchema = z.object({
  title: z.string().min(1).describe("The difference in a few words"),
  severity: analysisSeveritySchema.describe("How much it matters if the difference is wrong"),
  detail: z.string().min(1).describe("What differs and what the reviewer should check"),
  solidityLines: z
    .object(lineRange)
    .describe("The Solidity lines involved (line numbers as shown in the Solidity code)"),
  rustLines: z
    .object({ file: z.string().describe("Rust file path as shown"), ...lineRange })
    .describe("The Rust lines involved (file and line numbers as shown in the Rust code)"),
});
export type FunctionDifference = z.infer<typeof functionDifferenceSchema>;

/** The structured answer the model gives about one Solidity/Rust pair. */
export const functionExplanationSchema = z.object({
  solidity: z.string().min(1).describe("What the Solidity function does, in plain language"),
  rust: z.string().min(1).describe("What the Rust handler does, in plain language"),
  differences: z
    .array(functionDifferenceSchema)
    .max(12)
    .describe("Behavioural differences a reviewer must check; empty when they behave the same"),
});
export type FunctionExplanation = z.infer<typeof functionExplanationSchema>;

export const functionPairWithExplanationSchema = functionPairSchema.extend({
  /** The cached explanation for this exact code and model, or null (not asked yet). */
  explanation: functionExplanationSchema.nullable(),
});

export const functionPairsResponseSchema = z.object({
  analysisId: z.string(),
  /** Why there are no pairs (not converted, no conversion report), or null. */
  message: z.string().nullable(),
  pairs: z.array(functionPairWithExplanationSchema),
  ai: z.object({ configured: z.boolean(), message: z.string().nullable() }),
});
export type FunctionPairsResponse = z.infer<typeof functionPairsResponseSchema>;

export const explainFunctionRequestSchema = z.object({ pairId: z.string().min(1).max(500) });

export const explainFunctionResponseSchema = z.object({
  pairId: z.string(),
  model: z.string(),
  cached: z.boolean(),
  explanation: functionExplanationSchema,
});
export type ExplainFunctionResponse = z.infer<typeof explainFunctionResponseSchema>;

/** An issue the model proposes that the detectors did not report: a hypothesis, not a finding. */
export const proposedIssueSchema = z.object({
  title: z.string().min(1).describe("The possible issue in a few words"),
  severity: analysisSeveritySchema,
  function: z.string().describe("The function it is in (name or signature)"),
  file: z.string().describe("The file it is in, exactly as shown"),
  startLine: z.number().int().positive(),
  endLine: z.number().int().positive(),
  rationale: z.string().min(1).describe("Why this could be an issue, concretely"),
  detectorId: z
    .string()
    .nullable()
    .describe("The id of the listed detector that would confirm it, or null if none would"),
});
export type ProposedIssue = z.infer<typeof proposedIssueSchema>;

/** The structured answer the model gives when asked for possible further issues. */
export const proposedIssuesSchema = z.object({
  hypotheses: z.array(proposedIssueSchema).max(10),
});
export type ProposedIssues = z.infer<typeof proposedIssuesSchema>;

export const hypothesisSchema = proposedIssueSchema.extend({
  id: z.string(),
  language: analysisLanguageSchema,
  /** The detector finding of the same detector id that overlaps the proposed lines, if any. */
  confirmedBy: z
    .object({ findingId: z.string(), ruleId: z.string(), title: z.string() })
    .nullable(),
});
export type Hypothesis = z.infer<typeof hypothesisSchema>;

export const hypothesesResponseSchema = z.object({
  analysisId: z.string(),
  /** Null until asked (GET answers only what is cached for this code and model). */
  model: z.string().nullable(),
  cached: z.boolean(),
  hypotheses: z.array(hypothesisSchema).nullable(),
});
export type HypothesesResponse = z.infer<typeof hypothesesResponseSchema>;
