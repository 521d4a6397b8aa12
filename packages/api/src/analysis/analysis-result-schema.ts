/**
 * The analyzer's result as the analyzer produces it and the web app and server exchange it. This is
 * the only copy: packages/analyzer re-exports it (src/result-schema.ts), and it depends on zod alone so
 * the web bundle never pulls in the analyzer or solc.
 */
import { z } from "zod";

export const analysisSeveritySchema = z.enum(["high", "medium", "low", "informational"]);
export const analysisConfidenceSchema = z.enum(["high", "medium", "low"]);
export const analysisLanguageSchema = z.enum(["solidity", "cosmwasm"]);
export const analysisFindingCategorySchema = z.enum(["security", "conversion", "best-practice"]);

/** A source range; lines and columns are 1-based, the end column is inclusive. */
export const analysisLocationSchema = z.object({
  file: z.string(),
  startLine: z.number().int().positive(),
  startColumn: z.number().int().positive(),
  endLine: z.number().int().positive(),
  endColumn: z.number().int().positive(),
  snippet: z.string().optional(),
});

export const analysisRelatedLocationSchema = analysisLocationSchema.extend({ message: z.string() });

export const analysisFindingSchema = z.object({
  /** Stable per finding: rule id plus a hash of file, position and message. */
  id: z.string(),
  ruleId: z.string(),
  title: z.string(),
  language: analysisLanguageSchema,
  category: analysisFindingCategorySchema,
  severity: analysisSeveritySchema,
  confidence: analysisConfidenceSchema,
  /** What this occurrence is, in one sentence. */
  message: z.string(),
  description: z.string(),
  recommendation: z.string(),
  location: analysisLocationSchema,
  related: z.array(analysisRelatedLocationSchema),
});

export const analysisHintSchema = z.object({
  id: z.string(),
  ruleId: z.string(),
  title: z.string(),
  language: analysisLanguageSchema,
  kind: z.enum(["gas", "storage", "size", "messages"]),
  impact: z.enum(["high", "medium", "low"]),
  message: z.string(),
  recommendation: z.string(),
  location: analysisLocationSchema,
});

export const analysisDiagnosticSchema = z.object({
  level: z.enum(["error", "warning", "info"]),
  source: z.enum(["parser", "compiler", "analyzer", "input"]),
  message: z.string(),
  location: analysisLocationSchema.optional(),
});

export const analysisFunctionMetricsSchema = z.object({
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

export const analysisMetricsSchema = z.object({
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
  perFunction: z.array(analysisFunctionMetricsSchema),
  /** CosmWasm only: estimated optimised wasm size in bytes. */
  estimatedWasmBytes: z.number().int().nonnegative().optional(),
});

export const analysisResultSchema = z.object({
  schemaVersion: z.literal(1),
  tool: z.object({ name: z.literal("contract-analyzer"), version: z.string() }),
  target: z.object({
    language: analysisLanguageSchema,
    path: z.string(),
    files: z.array(z.string()),
  }),
  typedAst: z.object({
    used: z.boolean(),
    compiler: z.string().optional(),
    reason: z.string().optional(),
  }),
  diagnostics: z.array(analysisDiagnosticSchema),
  findings: z.array(analysisFindingSchema),
  hints: z.array(analysisHintSchema),
  metrics: analysisMetricsSchema,
  summary: z.object({
    high: z.number().int().nonnegative(),
    medium: z.number().int().nonnegative(),
    low: z.number().int().nonnegative(),
    informational: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
  }),
  durationMs: z.number().nonnegative(),
});
