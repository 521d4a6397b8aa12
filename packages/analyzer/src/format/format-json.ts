import type { AnalysisResult } from "../result-schema.ts";

export function formatJson(result: AnalysisResult): string {
  return `${JSON.stringify(result, null, 2)}\n`;
}
