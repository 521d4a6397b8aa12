import { z } from "zod";
import {
  analysisHintSchema,
  analysisLanguageSchema,
  analysisLocationSchema,
} from "./analysis-result-schema.ts";

/**
 * Impact score of a hint, 0-100: the analyzer's own impact rating dominates, the hint kind breaks
 * ties (storage layout and per-iteration messages cost on every call, bytecode size only once).
 */
export const HINT_IMPACT_WEIGHTS = { high: 90, medium: 60, low: 30 } as const;
export const HINT_KIND_WEIGHTS = { storage: 8, messages: 6, gas: 4, size: 2 } as const;

export function hintImpactScore(hint: Pick<z.infer<typeof analysisHintSchema>, "impact" | "kind">) {
  return HINT_IMPACT_WEIGHTS[hint.impact] + HINT_KIND_WEIGHTS[hint.kind];
}

export const optimizationHintSchema = z.object({
  contractId: z.string(),
  contractName: z.string(),
  analysisId: z.string(),
  side: analysisLanguageSchema,
  hintId: z.string(),
  ruleId: z.string(),
  kind: analysisHintSchema.shape.kind,
  impact: analysisHintSchema.shape.impact,
  impactScore: z.number(),
  title: z.string(),
  message: z.string(),
  recommendation: z.string(),
  location: analysisLocationSchema,
});
export type OptimizationHint = z.infer<typeof optimizationHintSchema>;

export const optimizationContractSummarySchema = z.object({
  contractId: z.string(),
  contractName: z.string(),
  analysisId: z.string(),
  analyzedAt: z.string(),
  hintCount: z.number().int().nonnegative(),
  solidityHints: z.number().int().nonnegative(),
  cosmwasmHints: z.number().int().nonnegative(),
  totalImpact: z.number(),
  topImpact: z.number(),
});
export type OptimizationContractSummary = z.infer<typeof optimizationContractSummarySchema>;

/** GET /api/optimization-hints: hints of each contract's latest analysis, highest impact first. */
export const optimizationHintsResponseSchema = z.object({
  hints: z.array(optimizationHintSchema),
  contracts: z.array(optimizationContractSummarySchema),
});
export type OptimizationHintsResponse = z.infer<typeof optimizationHintsResponseSchema>;
