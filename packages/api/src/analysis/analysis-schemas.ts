import { z } from "zod";
import { contractJobSchema, contractSchema } from "../contracts/contract-schemas.ts";
import {
  type analysisFindingSchema,
  analysisResultSchema,
  analysisSeveritySchema,
} from "./analysis-result-schema.ts";

export const AI_NOT_CONFIGURED_MESSAGE =
  "AI assistant not configured: set AI_BASE_URL, AI_MODEL and AI_API_KEY";
export const ANALYSIS_NOT_FOUND_MESSAGE = "This contract has not been analysed yet";
export const ANALYSIS_RUNNING_MESSAGE = "An analysis of this contract is already running";

export type AnalysisFinding = z.infer<typeof analysisFindingSchema>;
export type AnalysisResultData = z.infer<typeof analysisResultSchema>;

/** The code an analysis looked at, so excerpts show what was analysed even after later edits. */
export const analysedSourcesSchema = z.object({
  solidity: z.object({ file: z.string(), content: z.string() }).nullable(),
  crate: z.array(z.object({ path: z.string(), content: z.string() })),
  /**
   * A contract uploaded as a project: every file of it by source unit name (findings name these),
   * the files reported on (the project's own, not its dependencies) and the import remappings.
   */
  project: z
    .object({
      main: z.string(),
      files: z.array(z.object({ path: z.string(), content: z.string() })),
      analyse: z.array(z.string()),
      remappings: z.array(z.string()),
    })
    .optional(),
});
export type AnalysedSources = z.infer<typeof analysedSourcesSchema>;

export const analysisRecordSchema = z.object({
  id: z.string(),
  contractId: z.string(),
  /** 1, 2, 3 ... per contract. */
  version: z.number().int(),
  /** The crate version analysed (null when the contract was not converted). */
  contractVersion: z.number().int().nullable(),
  createdAt: z.string(),
  solidity: analysisResultSchema.nullable(),
  crate: analysisResultSchema.nullable(),
  sources: analysedSourcesSchema,
});
export type AnalysisRecord = z.infer<typeof analysisRecordSchema>;

/** A finding as the change list names it: detector id plus location fingerprint. */
export const findingChangeSchema = z.object({
  id: z.string(),
  ruleId: z.string(),
  title: z.string(),
  severity: analysisSeveritySchema,
  file: z.string(),
  line: z.number().int(),
  message: z.string(),
});
export type FindingChange = z.infer<typeof findingChangeSchema>;

export const analysisChangesSchema = z.object({
  previousVersion: z.number().int(),
  added: z.array(findingChangeSchema),
  fixed: z.array(findingChangeSchema),
  unchanged: z.number().int(),
});
export type AnalysisChanges = z.infer<typeof analysisChangesSchema>;

export const analysisResponseSchema = z.object({
  analysis: analysisRecordSchema.nullable(),
  changes: analysisChangesSchema.nullable(),
  /** The latest analysis job (running or finished), or null. */
  job: contractJobSchema.nullable(),
  /** Whether the AI assistant is configured on the server. */
  ai: z.object({ configured: z.boolean(), message: z.string().nullable() }),
});
export type AnalysisResponse = z.infer<typeof analysisResponseSchema>;

export const startAnalysisResponseSchema = z.object({
  contract: contractSchema,
  job: contractJobSchema,
});
export type StartAnalysisResponse = z.infer<typeof startAnalysisResponseSchema>;

export const analysisExportFormats = ["json", "sarif", "markdown"] as const;
export const analysisExportQuerySchema = z.object({
  format: z.enum(analysisExportFormats).default("json"),
});

/** The AI assistant's structured answer about one finding. */
export const findingExplanationSchema = z.object({
  explanation: z.string().min(1),
  exploitScenario: z.string().min(1),
  suggestedFix: z.string().min(1),
  /** Triage: shown next to the finding; never removes it. */
  verdict: z.enum(["true-positive", "false-positive", "uncertain"]),
  confidence: z.number().min(0).max(1),
});
export type FindingExplanation = z.infer<typeof findingExplanationSchema>;

export const explainFindingResponseSchema = z.object({
  findingId: z.string(),
  model: z.string(),
  cached: z.boolean(),
  explanation: findingExplanationSchema,
});
export type ExplainFindingResponse = z.infer<typeof explainFindingResponseSchema>;
