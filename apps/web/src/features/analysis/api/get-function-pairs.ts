import { functionPairsResponseSchema } from "@contract-platform/api";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { analysisKeys, analysisPath } from "./query-keys";

/** GET /api/contracts/:id/analysis/functions: Solidity functions paired with their Rust. */
export async function getFunctionPairs(id: string) {
  return functionPairsResponseSchema.parse(await apiRequest(`${analysisPath(id)}/functions`));
}

/** Keyed by the analysis, so a new run pairs the functions again. */
export function useFunctionPairs(id: string, analysisId: string) {
  return useQuery({
    queryKey: analysisKeys.functions(id, analysisId),
    queryFn: () => getFunctionPairs(id),
  });
}
