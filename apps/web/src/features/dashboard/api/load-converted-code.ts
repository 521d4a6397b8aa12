import { z } from "zod";
import { toCodeReviewError } from "@/features/contracts/api";
import { apiRequest, type FetchLike } from "@/lib/api-client";

const convertedCodeSchema = z.object({ code: z.string(), language: z.string().default("rust") });

export { CODE_REVIEW_FALLBACK } from "@/features/contracts/api";

/**
 * GET /api/contracts/{id}/converted-code: the contract's converted file from the
 * converted_contracts bucket. Failures carry the spec §8 "Code Review Failed" messages.
 */
export async function loadConvertedCode(contractId: string, fetch?: FetchLike): Promise<string> {
  try {
    const data = await apiRequest(
      `/api/contracts/${encodeURIComponent(contractId)}/converted-code`,
      { timeoutMs: 15_000, fetch },
    );
    return convertedCodeSchema.parse(data).code;
  } catch (error) {
    throw toCodeReviewError(error);
  }
}
