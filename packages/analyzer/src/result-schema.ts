// The zod schema of an analysis result lives in @contract-platform/api (zod only, so the web app can
// validate results without bundling the analyzer); the analyzer uses it under its own short names.
import {
  analysisConfidenceSchema,
  analysisDiagnosticSchema,
  analysisFindingCategorySchema,
  analysisFindingSchema,
  analysisFunctionMetricsSchema,
  analysisHintSchema,
  analysisLanguageSchema,
  analysisLocationSchema,
  analysisMetricsSchema,
  analysisRelatedLocationSchema,
  analysisResultSchema,
  analysisSeveritySchema,
} from "@contract-platform/api";
import type { z } from "zod";

export {
  analysisConfidenceSchema as confidenceSchema,
  analysisDiagnosticSchema as diagnosticSchema,
  analysisFindingCategorySchema as findingCategorySchema,
  analysisFindingSchema as findingSchema,
  analysisFunctionMetricsSchema as functionMetricsSchema,
  analysisHintSchema as hintSchema,
  analysisLanguageSchema as languageSchema,
  analysisLocationSchema as locationSchema,
  analysisMetricsSchema as metricsSchema,
  analysisRelatedLocationSchema as relatedLocationSchema,
  analysisResultSchema,
  analysisSeveritySchema as severitySchema,
};

export type Severity = z.infer<typeof analysisSeveritySchema>;
export type Confidence = z.infer<typeof analysisConfidenceSchema>;
export type Language = z.infer<typeof analysisLanguageSchema>;
export type FindingCategory = z.infer<typeof analysisFindingCategorySchema>;
export type Location = z.infer<typeof analysisLocationSchema>;
export type RelatedLocation = z.infer<typeof analysisRelatedLocationSchema>;
export type Finding = z.infer<typeof analysisFindingSchema>;
export type Hint = z.infer<typeof analysisHintSchema>;
export type Diagnostic = z.infer<typeof analysisDiagnosticSchema>;
export type FunctionMetrics = z.infer<typeof analysisFunctionMetricsSchema>;
export type Metrics = z.infer<typeof analysisMetricsSchema>;
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
