import { contractCodeResponseSchema } from "@contract-platform/api";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { toCodeReviewError } from "./code-review-error";
import { contractKeys, contractPath } from "./query-keys";

/**
 * GET /api/contracts/:id/code[?version=n]: Solidity source, crate files, conversion report,
 * diagnostics and source map. Errors carry the spec §8 'Code Review Failed' messages.
 */
export async function getContractCode(id: string, version?: number) {
  const suffix = version ? `?version=${version}` : "";
  try {
    return contractCodeResponseSchema.parse(await apiRequest(`${contractPath(id)}/code${suffix}`));
  } catch (error) {
    throw toCodeReviewError(error);
  }
}

export function useContractCode(id: string | null | undefined, version?: number) {
  return useQuery({
    queryKey: contractKeys.code(id ?? "", version),
    queryFn: () => getContractCode(id as string, version),
    enabled: Boolean(id),
    retry: false,
  });
}
