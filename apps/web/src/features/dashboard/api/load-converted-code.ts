import { z } from "zod";
import { ApiError, apiRequest, type FetchLike } from "@/lib/api-client";

const convertedCodeSchema = z.object({ code: z.string(), language: z.string().default("rust") });

export const CODE_REVIEW_FALLBACK = "Failed to load converted code for review";

/**
 * GET /api/contracts/{id}/converted-code: the contract's converted file from the
 * converted_contracts bucket. Failures carry the spec §8 "Code Review Failed" messages.
 */
export async function loadConvertedCode(contractId: string, fetch?: FetchLike): Promise<string> {
  try {
    const data = await apiRequest(
      `/api/contracts/${encodeURIComponent(contractId)}/converted-code`,
      {
        timeoutMs: 15_000,
        fetch,
      },
    );
    return convertedCodeSchema.parse(data).code;
  } catch (error) {
    if (!(error instanceof ApiError)) throw new Error("Failed to download converted code");
    if (error.status === 0) throw new Error("Database connection not available");
    if (error.status === 404 || error.status === 403) {
      throw new Error("Contract not found or access denied");
    }
    if (error.status === 409) throw new Error("Contract has not been converted yet");
    throw new Error(`Failed to load contract: ${error.message}`);
  }
}
