import { z } from "zod";

export const severitySchema = z.enum(["high", "medium", "low", "informational"]);
export const confidenceSchema = z.enum(["high", "medium", "low"]);
export const languageSchema = z.enum(["solidity", "cosmwasm"]);
export const findingCategorySchema = z.enum(["security", "conversion", "best-practice"]);

/** A source range; lines and columns are 1-based, the end column is inclusive. */
export const locationSchema = z.object({
  file: z.string(),
  startLine: z.number().int().positive(),
  startColumn: z.number().int().positive(),
  endLine: z.number().int().positive(),
  endColumn: z.number().int().positive(),
  snippet: z.string().optional(),
});

export const relatedLocationSchema = locationSchema.extend({ message: z.string() });

export const findingSchema = z.object({
  /** Stable per finding: rule id plus a hash of file, position and message. */
  id: z.string(),
  ruleId: z.string(),
  title: z.string(),
  language: languageSchema,
  category: findingCategorySchema,
  severity: severitySchema,
  confidence: confidenceSchema,
  /** What this occurrence is, in one sentence. */
  message: z.string(),
  description: z.string(),
  recommendation: z.string(),
  location: locationSchema,
  related: z.array(relatedLocationSchema),
});

export const hintSchema = z.object({
  id: z.string(),
  ruleId: z.string(),
  title: z.string(),
  language: languageSchema,
  kind: z.enum(["gas", "storage", "size", "messages"]),
  impact: z.enum(["high", "medium", "low"]),
  message: z.string(),
  recommendation: z.string(),
  location: locationSchema,
});

export const diagnosticSchema = z.object({
  level: z.enum(["error", "warning", "info"]),
  source: z.enum(["parser", "compiler", "analyzer", "input"]),
  message: z.string(),
  location: locationSchema.optional(),
});

export const functionMetricsSchema = z.object({
  name: z.string(),
  container: z.string(),
  file: z.string(),
  line: z.number().int().positive(),
  cyclomaticComplexity: z.number().int().positive(),
  lines: z.number().int().nonnegative(),
  externalCalls: z.number().int().nonnegative(),
  payable: z.boolean(),
  entryPoint: z.boolean(),
  storageReads: z.number().int().nonnegative().optional(),
  storageWrites: z.number().int().nonnegative().optional(),
  messages: z.number().int().nonnegative().optional(),
});

export const metricsSchema = z.object({
  files: z.number().int().nonnegative(),
  lines: z.object({
    total: z.number().int().nonnegative(),
    code: z.number().int().nonnegative(),
    comment: z.number().int().nonnegative(),
    blank: z.number().int().nonnegative(),
  }),
  contracts: z.number().int().nonnegative(),
  functions: z.number().int().nonnegative(),
  stateVariables: z.number().int().nonnegative(),
  externalCalls: z.number().int().nonnegative(),
  payableEntryPoints: z.number().int().nonnegative(),
  maxInheritanceDepth: z.number().int().nonnegative(),
  averageComplexity: z.number().nonnegative(),
  maxComplexity: z.number().int().nonnegative(),
  perFunction: z.array(functionMetricsSchema),
  /** CosmWasm only: estimated optimised wasm size in bytes. */
  estimatedWasmBytes: z.number().int().nonnegative().optional(),
});

export const analysisResultSchema = z.object({
  schemaVersion: z.literal(1),
  tool: z.object({ name: z.literal("contract-analyzer"), version: z.string() }),
  target: z.object({ language: languageSchema, path: z.string(), files: z.array(z.string()) }),
  typedAst: z.object({
    used: z.boolean(),
    compiler: z.string().optional(),
    reason: z.string().optional(),
  }),
  diagnostics: z.array(diagnosticSchema),
  findings: z.array(findingSchema),
  hints: z.array(hintSchema),
  metrics: metricsSchema,
  summary: z.object({
    high: z.number().int().nonnegative(),
    medium: z.number().int().nonnegative(),
    low: z.number().int().nonnegative(),
    informational: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
  }),
  durationMs: z.number().nonnegative(),
});

export type Severity = z.infer<typeof severitySchema>;
export type Confidence = z.infer<typeof confidenceSchema>;
export type Language = z.infer<typeof languageSchema>;
export type FindingCategory = z.infer<typeof findingCategorySchema>;
export type Location = z.infer<typeof locationSchema>;
export type RelatedLocation = z.infer<typeof relatedLocationSchema>;
export type Finding = z.infer<typeof findingSchema>;
export type Hint = z.infer<typeof hintSchema>;
export type Diagnostic = z.infer<typeof diagnosticSchema>;
export type FunctionMetrics = z.infer<typeof functionMetricsSchema>;
export type Metrics = z.infer<typeof metricsSchema>;
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

/** Static description of a detector (shared by Solidity and CosmWasm rules). */
export interface DetectorInfo {
  id: string;
  title: string;
  language: Language;
  category: FindingCategory;
  severity: Severity;
  confidence: Confidence;
  description: string;
  recommendation: string;
}
