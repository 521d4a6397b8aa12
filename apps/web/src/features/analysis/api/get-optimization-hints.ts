import { optimizationHintsResponseSchema } from "@contract-platform/api";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { analysisKeys } from "./query-keys";

/** GET /api/optimization-hints: latest-analysis hints across the caller's contracts, by impact. */
export async function getOptimizationHints() {
  return optimizationHintsResponseSchema.parse(await apiRequest("/api/optimization-hints"));
}

export function useOptimizationHints() {
  return useQuery({ queryKey: analysisKeys.hints(), queryFn: getOptimizationHints });
}
